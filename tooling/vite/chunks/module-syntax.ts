/**
 * What the chunk planner reads of a module's source: the names it imports and re-exports, and
 * from where. Parsed with Vite's own parser (rolldown's `parseAst`), so a comment, a string or a
 * multi-line clause is read as the language reads it; type-only names are left out, as they
 * load nothing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseAst } from 'vite'

/** the value names of one `import {…} from` or `export {…} from`: [name there, name here] */
export interface NamedLink {
  specifier: string
  names: [string, string][]
  /** a default or namespace import besides (or instead of) the names: the whole module */
  whole?: boolean
}

export interface ModuleSyntax {
  imports: NamedLink[]
  /** `export {…} from`: [name in the source module, name exported] */
  reExports: NamedLink[]
  /** `export {…}` without a source: [local name, name exported] */
  localExports: [string, string][]
  /** the value names `export function`, `export const`, `export class` declare here */
  declaredExports: string[]
  /** `export * from`: the modules whose every export this one passes on */
  starExports: string[]
  /** nothing but `export … from` statements: a module with no effects of its own */
  onlyReExports: boolean
}

type Statement = ReturnType<typeof parseAst>['body'][number]
type Named = { type: string; name?: string; value?: unknown }

const nameOf = (node: Named): string => node.name ?? String(node.value)

/** an import's or export's specifiers as [name there, name here], values only */
function valueNames(statement: Statement): [string, string][] {
  if (statement.type === 'ImportDeclaration') {
    if (statement.importKind === 'type') return []
    return statement.specifiers.flatMap((specifier) =>
      specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type'
        ? [[nameOf(specifier.imported), specifier.local.name] as [string, string]]
        : [],
    )
  }
  if (statement.type !== 'ExportNamedDeclaration' || statement.exportKind === 'type') return []
  return statement.specifiers.flatMap((specifier) =>
    specifier.exportKind === 'type'
      ? []
      : [[nameOf(specifier.local), nameOf(specifier.exported)] as [string, string]],
  )
}

type Declaration = Extract<Statement, { type: 'ExportNamedDeclaration' }>['declaration']

/** the value names a declaration after `export` declares (none for a type or an interface) */
function declaredNames(declaration: Declaration): string[] {
  if (declaration === null || declaration === undefined) return []
  if (declaration.type === 'VariableDeclaration') {
    return declaration.declarations.flatMap((item) =>
      item.id.type === 'Identifier' ? [item.id.name] : [],
    )
  }
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
    return declaration.id ? [declaration.id.name] : []
  }
  // an enum is a value too; a type alias, an interface or a declared module are not
  return declaration.type === 'TSEnumDeclaration' ? [declaration.id.name] : []
}

function isReExport(statement: Statement): boolean {
  return (
    statement.type === 'ExportAllDeclaration' ||
    (statement.type === 'ExportNamedDeclaration' && statement.source !== null)
  )
}

const languages: Record<string, 'ts' | 'tsx' | 'js' | 'jsx'> = {
  '.ts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.jsx': 'jsx',
}

const parsed = new Map<string, ModuleSyntax>()

/** the module at `file` (TypeScript, TSX or JavaScript), read once per build */
export function moduleSyntax(file: string): ModuleSyntax {
  const known = parsed.get(file)
  if (known !== undefined) return known
  const syntax: ModuleSyntax = {
    imports: [],
    reExports: [],
    localExports: [],
    declaredExports: [],
    starExports: [],
    onlyReExports: true,
  }
  const lang = languages[path.extname(file)]
  // a style sheet or a JSON document imports and exports nothing by name
  if (lang === undefined) return { ...syntax, onlyReExports: false }
  const { body } = parseAst(fs.readFileSync(file, 'utf8'), { lang, sourceType: 'module' })
  for (const statement of body) {
    syntax.onlyReExports &&= isReExport(statement)
    if (statement.type === 'ImportDeclaration') {
      const whole = statement.specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')
      syntax.imports.push({
        specifier: statement.source.value,
        names: valueNames(statement),
        whole,
      })
    } else if (statement.type === 'ExportNamedDeclaration') {
      const names = valueNames(statement)
      if (statement.source === null) syntax.localExports.push(...names)
      else syntax.reExports.push({ specifier: statement.source.value, names })
      syntax.declaredExports.push(...declaredNames(statement.declaration))
    } else if (statement.type === 'ExportAllDeclaration' && statement.exportKind !== 'type') {
      syntax.starExports.push(statement.source.value)
    }
  }
  parsed.set(file, syntax)
  return syntax
}
