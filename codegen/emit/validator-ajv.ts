// The one ajv set-up every compiled check is made with: the forms' (all failures, no developer
// words: people read the catalogue's) and the mock's (the first failure, in ajv's words, which
// the platform's 400 carries). The platform's formats are ours (src/contract/formats.ts), so
// the standalone code imports them instead of carrying a copy.
import { Ajv, _, Name, nil, type KeywordCxt } from 'ajv'
import { callValidateCode } from 'ajv/dist/vocabularies/code.js'
import { platformFormats } from '../../src/contract/formats.ts'

/** the module a `require("…")` placeholder of the standalone code stands for (imports.ts) */
export const FORMATS_PLACEHOLDER = '@platform-formats'
export const SHARED_PLACEHOLDER = '@shared-definitions'

/** the keyword a form's reference to a shared definition becomes: a call into the shared module */
export const SHARED_KEYWORD = 'x-shared-definition'

export interface AjvSetup {
  /** a form shows every failure; the mock answers with the first */
  allErrors: boolean
  /** ajv's developer words on each error: the mock's 400 quotes them, a form never shows them */
  messages: boolean
}

/** the exported name of a shared definition's check */
export function sharedName(definition: string): string {
  return `d_${definition.replace(/[^A-Za-z0-9_$]/g, '_')}`
}

// the names ajv's code keeps its failures under (ajv's own `names` module, which Node's
// ES-module loader hands over wrapped, as it is CommonJS)
const N = { vErrors: new Name('vErrors'), errors: new Name('errors') }

/** a shared definition's check, as a check compiled in this process calls it */
export type SharedCheck = ((data: unknown, context?: object) => boolean) & { errors?: unknown }

/**
 * The set-up; `shared` gives the checks of the shared definitions when compiling to run here
 * (tests, Node), where the standalone code imports them instead.
 */
export function platformAjv(
  { allErrors, messages }: AjvSetup,
  shared: (definition: string) => SharedCheck = () => () => true,
): Ajv {
  const ajv = new Ajv({
    allErrors,
    messages,
    // an OpenAPI union's tag picks the variant to check, as the platform reads it
    discriminator: true,
    // a foreign document's own keywords and formats pass, as the platform's parser ignores them
    strict: false,
    logger: false,
    // each definition once, called where it is used, instead of a copy at each use
    inlineRefs: false,
    code: {
      source: true,
      esm: true,
      formats: _`require(${FORMATS_PLACEHOLDER}).platformFormats`,
    },
  })
  for (const [name, format] of Object.entries(platformFormats)) {
    ajv.addFormat(name, { type: format.type, validate: format.validate } as never)
  }
  ajv.addKeyword({
    keyword: SHARED_KEYWORD,
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const definition = String(cxt.schema)
      const name = sharedName(definition)
      const { gen } = cxt
      const check = gen.scopeValue('func', {
        key: name,
        ref: shared(definition),
        code: _`require(${SHARED_PLACEHOLDER}).${new Name(name)}`,
      })
      // its failures name the definition where they happen (`#/definitions/Name/pattern`), as
      // the spec's rules look for them; a definition inside it has already named itself
      const prefix = `#/definitions/${definition.replace(/~/g, '~0').replace(/\//g, '~1')}`
      cxt.result(callValidateCode(cxt, check, nil), undefined, () => {
        const errors = gen.const(
          'shared',
          _`${check}.errors.map((e) => e.schemaPath.startsWith("#/definitions/") ? e : {...e, schemaPath: ${prefix} + e.schemaPath.slice(1)})`,
        )
        gen.assign(N.vErrors, _`${N.vErrors} === null ? ${errors} : ${N.vErrors}.concat(${errors})`)
        gen.assign(N.errors, _`${N.vErrors}.length`)
      })
    },
  })
  return ajv
}
