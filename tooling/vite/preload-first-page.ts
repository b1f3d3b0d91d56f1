import type { Plugin, Rolldown } from 'vite'
import { firstPageRoots } from './chunks/first-page.ts'

/**
 * The first page's chunks (the mock in mock mode, the page module, the overrides) are imported
 * only once the entry runs, and the overrides only once their style sheets have arrived: the
 * page would fetch them one stage after another. Hinted in the HTML, they download beside the
 * framework instead, and run when imported as before. So do the chunks they import statically
 * (a helper shared with lazy pages), which would otherwise be asked for only once their
 * importer has arrived and been parsed: one more round trip before the first row.
 */
export function preloadFirstPage(): Plugin {
  const roots = Object.values(firstPageRoots)
  return {
    name: 'console-preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        )
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const wanted = new Set(
          chunks.filter((chunk) => roots.some((root) => chunk.moduleIds.includes(root))),
        )
        for (const chunk of wanted) {
          for (const file of chunk.imports) {
            const imported = byFile.get(file)
            if (imported && !imported.isEntry) wanted.add(imported)
          }
        }
        // what the entry's own script tags and hints already fetch is left as it is
        const hinted = [...wanted].filter((chunk) => !html.includes(`/${chunk.fileName}`))
        return hinted.flatMap((chunk) => [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          },
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
            injectTo: 'head' as const,
          })),
        ])
      },
    },
  }
}
