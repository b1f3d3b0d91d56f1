// Lint rules: typescript-eslint's recommended set, React hook rules, and no unused code.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Which folder may import which (docs/architecture.md). Specifiers are matched as written, so
// each pattern names the folder wherever a relative path reaches it. `src/contract` is open to
// every part; the rest is closed in the directions below.
const folder = (name) => [`**/${name}`, `**/${name}/**`]
const forbid = (groups, message) => ({ group: groups.flat(), message })
const importRules = (...patterns) => ({
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

// The form renderer and ajv load when a form opens (engine/forms/lazy-form-panel.tsx): only
// the form and validation modules, themselves loaded lazily, may import them.
const lazyForms = [
  {
    group: ['**/forms/form-panel'],
    message:
      'Use the lazy FormPanel (forms/lazy-form-panel, or the engine index): the form renderer loads when a form opens.',
  },
  {
    group: ['@rjsf/*', 'ajv', 'ajv-formats'],
    allowTypeImports: true,
    message: 'Only the lazily loaded form modules may import the form renderer or ajv.',
  },
]
// The built console resolves `react-router` to the package's production build (vite.config.ts);
// a subpath such as `react-router/dom` would bring the development build in beside it, with a
// router context of its own that the hooks would not see.
const routerRoot = [
  {
    group: ['react-router/*'],
    message:
      "Import from 'react-router' itself: the build resolves only the package's root to its production build.",
  },
]
const engineImports = forbid(
  [folder('overrides'), folder('generated'), folder('mock'), folder('codegen')],
  'The engine is generic: it reads the registry and overrides handed to createConsole, and the shared shapes from src/contract.',
)

export default tseslint.config(
  {
    ignores: ['src/generated/**', 'dist/**', 'node_modules/**', 'tmp/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // the engine is generic: the app hands it the registry and the overrides (createConsole)
    files: ['src/engine/**/*.{ts,tsx}'],
    ...importRules(engineImports, ...lazyForms, ...routerRoot),
  },
  {
    // the form modules themselves, loaded with the first form
    files: ['src/engine/forms/**/*.{ts,tsx}', 'src/engine/validation/**/*.{ts,tsx}'],
    ...importRules(engineImports, ...routerRoot),
  },
  {
    // the app's entry and composition root start the first page
    files: ['src/*.{ts,tsx}'],
    ...importRules(...lazyForms, ...routerRoot),
  },
  {
    // overrides build on the engine's public surface, typed by our document's types
    // (src/generated/platform), never by the rest of src/generated: another document's console
    // stands in for it
    files: ['src/overrides/**/*.{ts,tsx}'],
    ...importRules(
      forbid(
        [
          ['**/engine/*', '**/engine/**'],
          folder('mock'),
          folder('codegen'),
          ['**/generated/**', '!**/generated/platform', '!**/generated/platform/**'],
        ],
        'Overrides use the engine through its public surface (src/engine/index.ts), the shapes in src/contract and the types in src/generated/platform; the app hands the registry to the console.',
      ),
      {
        // the rules are data: the typed facade (src/overrides/facade.ts) is built from their
        // names, and forms read the platform's limits; the kinds' identities and our operations'
        // calls (kinds.ts, operation-routes.ts) are the app's to hand the engine
        regex: '(^|/)platform(/(?!rules$).*)?$',
        allowTypeImports: true,
        message: 'Overrides may use the platform types only.',
      },
      {
        group: folder('engine'),
        importNames: [
          'capabilityAvailability',
          'findOperation',
          'requireOperation',
          'routeById',
          'kindByName',
          'useReferenceIndex',
          'useReferenceLists',
        ],
        message:
          'Use the typed facade of src/overrides/facade.ts (`can`, and lookups typed by the generated unions): a misspelled name then fails type-checking.',
      },
      ...lazyForms,
      ...routerRoot,
    ),
  },
  {
    // codegen writes the contract's shapes; it runs in Node, before any console exists
    files: ['codegen/**/*.ts'],
    ...importRules(
      forbid(
        [['**/src/**', '!**/src/contract', '!**/src/contract/**'], folder('mock')],
        'Codegen shares only src/contract with the console.',
      ),
    ),
  },
  {
    // the mock plays the platform: it reads the contract and the generated data, never the UI
    files: ['mock/**/*.ts'],
    ...importRules(
      forbid(
        [
          ['**/src/engine', '**/src/engine/**', '**/src/overrides', '**/src/overrides/**'],
          folder('codegen'),
        ],
        'The mock reads src/contract and the generated registry and data, never the console or codegen.',
      ),
    ),
  },
  {
    // the shared shapes depend on nothing of ours
    files: ['src/contract/**/*.ts'],
    ...importRules(
      forbid([['../*', '../**']], 'src/contract depends on nothing else in the project.'),
    ),
  },
)
