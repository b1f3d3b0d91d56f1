// @vitest-environment node
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { addPlatformFormats } from '../fixtures/platform-ajv.ts'
import document from '../../../src/generated/openapi.json'

/**
 * The mock is seeded from our document's examples, so every example must be a valid instance
 * of its schema. Checked against the normalized document (nullable already rewritten), which
 * plain JSON Schema validators can compile.
 */
type Json = Record<string, unknown>
const doc = document as unknown as { paths: Record<string, Record<string, Json>>; components: Json }

/** points the document's local refs at the copy of its components the validator holds */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase)
  if (node === null || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' ? [key, `doc${value}`] : [key, rebase(value)],
    ),
  )
}

interface Example {
  where: string
  schema: unknown
  value: unknown
}

function collectExamples(): Example[] {
  const found: Example[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const responses = (operation as { responses?: Record<string, Json> }).responses ?? {}
      for (const [status, response] of Object.entries(responses)) {
        const content = (response.content ?? {}) as Record<string, Json>
        for (const media of Object.values(content)) {
          const examples = (media.examples ?? {}) as Record<string, { value?: unknown }>
          for (const [name, example] of Object.entries(examples))
            found.push({
              where: `${method} ${path} ${status} ${name}`,
              schema: media.schema,
              value: example.value,
            })
          if ('example' in media)
            found.push({
              where: `${method} ${path} ${status}`,
              schema: media.schema,
              value: media.example,
            })
        }
      }
    }
  }
  return found
}

describe('the examples of our document', () => {
  const ajv = addPlatformFormats(
    addFormats(new Ajv({ discriminator: true, strict: false, allErrors: false })),
  )
  ajv.addSchema({ $id: 'doc', components: rebase(doc.components) })
  const examples = collectExamples()

  it('cover the lists of the world', () => {
    expect(examples.length).toBeGreaterThan(100)
  })

  it('would catch an example outside its schema', () => {
    const instances = examples.find((example) => example.where.startsWith('get /v1/instances 200'))
    const page = structuredClone(instances?.value) as { items: Json[] }
    expect(page.items.length).toBeGreaterThan(0)
    page.items[0] = { ...page.items[0], run_state: 'sleeping' }
    expect(ajv.validate(rebase(instances?.schema) as object, page)).toBe(false)
  })

  it('are valid instances of their schemas', () => {
    const invalid = examples.flatMap(({ where, schema, value }) => {
      const validate = ajv.compile(rebase(schema) as object)
      return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`]
    })
    expect(invalid).toEqual([])
  })
})
