// @vitest-environment node
import { describe, expect, it } from 'vitest'
import document from '../../../src/generated/openapi.json'
import { specEndpoints } from './spec-endpoints'

type PathItem = Record<string, { operationId?: string } | undefined>
const paths = (document as unknown as { paths: Record<string, PathItem> }).paths

describe('our API document', () => {
  it('answers every call of the spec section 7', () => {
    const missing = specEndpoints
      .filter(({ method, path }) => !paths[path]?.[method])
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(missing).toEqual([])
  })

  it('gives every operation of those calls an operation id', () => {
    const unnamed = specEndpoints
      .filter(({ method, path }) => paths[path]?.[method] && !paths[path]?.[method]?.operationId)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(unnamed).toEqual([])
  })
})
