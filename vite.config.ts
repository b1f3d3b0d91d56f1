/**
 * The console's build and dev server. The pieces live in tooling/vite/: the chunk planner
 * (chunks/), the plugins, the production headers and the live platform's proxy.
 */
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { chunkGroups } from './tooling/vite/chunks/groups.ts'
import { onlyReExports, own } from './tooling/vite/chunks/module-graph.ts'
import { generatedFrom } from './tooling/vite/generated-from.ts'
import { liveApiTarget, liveProxy } from './tooling/vite/live-platform.ts'
import { preloadFirstPage } from './tooling/vite/preload-first-page.ts'
import { securityHeaders } from './tooling/vite/security-headers.ts'
import { xtermFromSource } from './tooling/vite/xterm-from-source.ts'

// CONSOLE_API=<url>: the dev server talks to a real platform (README, docs/deploy.md)
const liveApi = liveApiTarget()

// The console speaks English (the spec's texts); react-aria's own strings (a combobox's "Show
// suggestions", a dialog's "Dismiss") come in 34 languages, all bundled unless dropped here.
// Without its language, react-aria falls back to these.
const consoleLocales = ['en-US']

// react-router's package exports only its development build (warnings, dev-only checks); its
// production build ships beside it, unexported. The built console takes that one, half a
// kilobyte less script; the dev server and vitest keep the warnings. The console imports only
// the package's root (the production index and its chunks import each other, never the root).
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: own('node_modules/react-router/dist/production/index.mjs'),
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      {
        find: 'markdown-to-jsx/react',
        replacement: own('src/engine/forms/markdown-as-text.tsx'),
      },
      { find: 'fast-uri', replacement: own('src/engine/forms/uri-resolver.ts') },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  plugins: [
    react(),
    optimizeLocales.vite({ locales: consoleLocales }),
    preloadFirstPage(),
    xtermFromSource(),
    ...generatedFrom(process.env.CONSOLE_GENERATED),
  ],
  ...(liveApi
    ? {
        define: { 'import.meta.env.VITE_API_MODE': JSON.stringify('live') },
        server: { proxy: liveProxy(liveApi) },
      }
    : {}),
  // the built console under its production headers (the dev server's hot reload needs inline
  // scripts and eval, so it goes without)
  preview: { headers: securityHeaders },
  build: {
    target: 'es2022',
    // every browser the es2022 target reaches preloads modules itself but Safari before 17,
    // which then fetches the first page's chunks when they are imported: the polyfill's half a
    // kilobyte would come first on every load, for a head start in one old browser
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // (undefined: the package's own sideEffects field, or true, decides as usual)
      treeshake: { moduleSideEffects: (id: string) => (onlyReExports(id) ? false : undefined) },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
}))
