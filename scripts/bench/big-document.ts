// A synthetic API document of a given size for the codegen bench: many plain CRUD resources,
// each with a list, create, view, update and delete operation and schemas of mixed fields.
import fs from 'node:fs'

function resource(i: number): { paths: object; schemas: Record<string, object> } {
  const name = `gadget${i}`
  const Name = `Gadget${i}`
  const fields: Record<string, object> = {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    description: { type: 'string' },
    time_created: { type: 'string', format: 'date-time' },
    state: { type: 'string', enum: ['creating', 'ready', 'failed'] },
  }
  for (let f = 0; f < 20; f++) {
    fields[`field_${f}`] =
      f % 3 === 0
        ? { type: 'integer', minimum: 0 }
        : f % 3 === 1
          ? { type: 'boolean' }
          : { type: 'string' }
  }
  const ref = (schema: string) => ({ $ref: `#/components/schemas/${schema}` })
  const body = (schema: string) => ({
    required: true,
    content: { 'application/json': { schema: ref(schema) } },
  })
  const answer = (schema: string) => ({
    '200': { description: 'ok', content: { 'application/json': { schema: ref(schema) } } },
  })
  const key = { name, in: 'path', required: true, schema: { type: 'string' } }
  return {
    paths: {
      [`/v1/${name}s`]: {
        get: {
          operationId: `${name}_list`,
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer' } },
            { name: 'page_token', in: 'query', schema: { type: 'string' } },
          ],
          responses: answer(`${Name}ResultsPage`),
        },
        post: {
          operationId: `${name}_create`,
          requestBody: body(`${Name}Create`),
          responses: answer(Name),
        },
      },
      [`/v1/${name}s/{${name}}`]: {
        get: { operationId: `${name}_view`, parameters: [key], responses: answer(Name) },
        put: {
          operationId: `${name}_update`,
          parameters: [key],
          requestBody: body(`${Name}Create`),
          responses: answer(Name),
        },
        delete: {
          operationId: `${name}_delete`,
          parameters: [key],
          responses: { '204': { description: 'gone' } },
        },
      },
    },
    schemas: {
      [Name]: { type: 'object', required: ['id', 'name'], properties: fields },
      [`${Name}Create`]: {
        type: 'object',
        required: ['name'],
        properties: Object.fromEntries(Object.entries(fields).filter(([field]) => field !== 'id')),
      },
      [`${Name}ResultsPage`]: {
        type: 'object',
        required: ['items'],
        properties: {
          items: { type: 'array', items: ref(Name) },
          next_page: { type: 'string', nullable: true },
        },
      },
    },
  }
}

/** writes a document of at least `bytes` (pretty JSON) to `file`; returns its size */
export function writeBigDocument(file: string, bytes: number): number {
  const paths: Record<string, object> = {}
  const schemas: Record<string, object> = {}
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const part = resource(i)
    Object.assign(paths, part.paths)
    Object.assign(schemas, part.schemas)
    size += JSON.stringify(part, null, 2).length
  }
  const document = {
    openapi: '3.0.3',
    info: { title: 'Gadgets', version: '1.0.0' },
    paths,
    components: { schemas },
  }
  const text = JSON.stringify(document, null, 2)
  fs.writeFileSync(file, text)
  return text.length
}
