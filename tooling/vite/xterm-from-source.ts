import path from 'node:path'
import { minify, transformWithOxc, type Plugin, type Rolldown } from 'vite'

const root = path.resolve(import.meta.dirname, '../..')
const xterm = path.join(root, 'node_modules/@xterm/xterm/src')
const adoptedStyle = path.join(root, 'src/overrides/serial-console/adopted-style.ts')

/**
 * Where xterm's sources write inline style, which the Content-Security-Policy refuses (style-src
 * 'self', no 'unsafe-inline'), and what each place does instead, through the CSSOM, which the
 * policy does not govern. Each edit must match exactly as often as said, or the build stops:
 * an xterm upgrade that moves one is named here, not met as a violation in the browser.
 */
const styleSeams: Record<string, { pattern: RegExp; count: number; replace: string }[]> = {
  // the DOM renderer's per-terminal style (colours, font, cell size, cursor, selection), and
  // the scrollbar's slider colours: `<style>` elements appended to the terminal's screen
  'browser/renderer/dom/DomRenderer.ts': [{ ...adoptedStyleFor('this._document'), count: 2 }],
  'browser/Viewport.ts': [{ ...adoptedStyleFor('coreBrowserService.mainDocument'), count: 1 }],
  // a cell's true (24-bit) colour, or one raised to a minimum contrast: a `style` attribute
  'browser/renderer/dom/DomRendererRowFactory.ts': [
    {
      pattern:
        /element\.setAttribute\('style', `\$\{element\.getAttribute\('style'\) \|\| ''\}\$\{style\};`\);/g,
      count: 1,
      replace: 'element.style.cssText += `${style};`;',
    },
  ],
}

/** `this._x = <document>.createElement('style'); <screen>.appendChild(this._x);` */
function adoptedStyleFor(document: string): { pattern: RegExp; replace: string } {
  const escaped = document.replaceAll('.', '\\.')
  return {
    pattern: new RegExp(
      `(this\\.\\w+) = ${escaped}\\.createElement\\('style'\\);\\s*\\w+(?:\\.\\w+)*\\.appendChild\\(\\1\\);`,
      'g',
    ),
    replace: `$1 = new AdoptedStyle(${document});`,
  }
}

function withStyleSeams(code: string, id: string): string {
  const seams = styleSeams[path.relative(xterm, id).replaceAll('\\', '/')]
  if (seams === undefined) return code
  let edited = code
  for (const { pattern, count, replace } of seams) {
    const found = edited.match(pattern)?.length ?? 0
    if (found !== count) {
      throw new Error(
        `tooling/vite/xterm-from-source.ts: ${path.relative(root, id)} has ${found} of ${pattern} where ${count} were expected (has xterm changed how it writes its styles?)`,
      )
    }
    edited = edited.replace(pattern, replace)
  }
  return edited.includes('new AdoptedStyle(')
    ? `import { AdoptedStyle } from ${JSON.stringify(adoptedStyle)};\n${edited}`
    : edited
}

/** a `<style>` element or `style` attribute left in xterm's code as built (minified or not) */
const inlineStyle = /createElement\(["'`]style["'`]\)|setAttribute\(["'`]style["'`]/

/**
 * xterm built from the TypeScript sources its package ships, instead of its prebuilt bundle,
 * so that its inline styles can go through the CSSOM (above): the serial console then runs
 * under the strict Content-Security-Policy with xterm's own DOM renderer, without a WebGL
 * renderer of 17 kB gzip that drew only to keep those styles out of the page. Its private
 * members' names are shortened too (below). The sources import
 * each other by their folders (`common/…`, `browser/…`, `vs/…`). The dev server, which runs
 * without the policy, keeps the prebuilt bundle: the same code, loaded as the package ships it.
 */
export function xtermFromSource(): Plugin {
  const entry = path.join(xterm, 'browser/public/Terminal.ts')
  const inXterm = /node_modules[\\/]@xterm[\\/]xterm[\\/]/
  const inXtermFamily = /node_modules[\\/]@xterm[\\/]/
  return {
    name: 'console-xterm-from-source',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (importer === undefined) return null
      if (source === '@xterm/xterm' && !inXterm.test(importer)) return entry
      if (inXterm.test(importer) && /^(common|browser|vs)\//.test(source)) {
        return `${path.join(xterm, source)}.ts`
      }
      return null
    },
    // written for TypeScript's older class semantics, as xterm's own build compiles them: its
    // services come by decorated constructor parameters, which its fields' initializers read
    async transform(code, id) {
      if (!inXterm.test(id) || !id.endsWith('.ts')) return null
      const { code: js, map } = await transformWithOxc(withStyleSeams(code, id), id, {
        lang: 'ts',
        sourcemap: true,
        decorator: { legacy: true },
        assumptions: { setPublicClassFields: true },
        typescript: { removeClassFieldsWithoutInitializer: true },
      })
      return { code: js, map }
    },
    // xterm marks its private members with a leading underscore (`_bufferService`), and its
    // published bundle keeps them whole: about 700 names, 4.6 kB gzip. They are shortened here,
    // in the one chunk that holds xterm (checked below), so every use of one is renamed alike.
    // Its sources read none of them by a computed name or a string.
    async renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => inXtermFamily.test(id))) return null
      const names = (ids: string[]) =>
        new Set(ids.flatMap((id) => this.getModuleInfo(id)?.code?.match(/\b_[A-Za-z]\w*/g) ?? []))
      const xtermNames = names(chunk.moduleIds.filter((id) => inXtermFamily.test(id)))
      if (xtermNames.size === 0)
        throw new Error('tooling/vite/xterm-from-source.ts: no xterm code read')
      // a name our code (or another library) beside it uses too is left whole, there and here
      const others = names(chunk.moduleIds.filter((id) => !inXtermFamily.test(id)))
      const mangled = [...xtermNames].filter((name) => !others.has(name))
      const result = await minify(chunk.fileName, code, {
        module: true,
        compress: false,
        mangle: false,
        mangleProps: { include: new RegExp(`^(?:${mangled.join('|')})$`) },
        sourcemap: true,
      })
      if (result.errors.length > 0) throw new Error(result.errors[0]?.message)
      return { code: result.code, map: result.map ?? null }
    },
    generateBundle(_options, bundle) {
      const withXterm = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk =>
          output.type === 'chunk' && output.moduleIds.some((id) => inXtermFamily.test(id)),
      )
      // its members are renamed chunk by chunk: split over two, one would call the other's
      // members by names that chunk no longer has
      if (withXterm.length > 1) {
        throw new Error(
          `tooling/vite/xterm-from-source.ts: xterm is split over ${withXterm.map((chunk) => chunk.fileName).join(', ')}; its renamed members must stay in one chunk`,
        )
      }
      for (const chunk of withXterm) {
        if (inlineStyle.test(chunk.code)) {
          throw new Error(
            `tooling/vite/xterm-from-source.ts: ${chunk.fileName} still writes a <style> element or a style attribute from xterm, which the Content-Security-Policy refuses`,
          )
        }
      }
    },
  }
}
