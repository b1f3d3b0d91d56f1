// Formats emitted files with prettier (the repository's config when there is one), so the
// output is byte-identical across runs and `prettier --write .` leaves it alone.
import path from 'node:path'
import * as prettier from 'prettier'

// the project's style when no prettier config is found
const FALLBACK: prettier.Options = {
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 100,
}

export type Formatter = (file: string, text: string) => Promise<string>

// Machine-read files too large for prettier within the time budget (the API types alone take
// ~5 s): they are already deterministic as emitted, and belong in .prettierignore.
export const UNFORMATTED = new Set(['api.d.ts', 'openapi.json'])

export async function createFormatter(outDir: string): Promise<Formatter> {
  const config =
    (await prettier.resolveConfig(path.join(path.resolve(outDir), 'registry.ts'))) ?? FALLBACK
  return async (file, text) =>
    UNFORMATTED.has(file) ? text : prettier.format(text, { ...config, filepath: file })
}
