import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const inNodeModules = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`)

// Chunks by when they are needed: the shell and the framework first; the in-browser mock (with
// msw) only in mock mode; the JSON Schema validator and the form renderer only when a form or
// the mock needs them. Library groups also take their dependencies (a CommonJS helper split
// from its users breaks at run time); the framework claims its modules first, by priority.
// Groups name libraries only: app modules they captured would drag the shell's own modules
// (the registry, the data layer) into chunks that load later.
const chunkGroups = [
  {
    name: 'framework',
    priority: 40,
    test: inNodeModules(
      'react|react-dom|scheduler|react-router|@tanstack[\\\\/](query-core|react-query)',
    ),
  },
  {
    name: 'ajv',
    priority: 30,
    test: inNodeModules('ajv|ajv-formats|fast-deep-equal|fast-uri|json-schema-traverse'),
  },
  // msw and its helpers; the mock's own files form a chunk of their own, reached only through
  // the dynamic import in main.tsx
  { name: 'msw', priority: 20, test: inNodeModules('msw|@mswjs|@bundled-es-modules|@open-draft') },
  { name: 'forms', priority: 10, test: inNodeModules('@rjsf') },
]

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
})
