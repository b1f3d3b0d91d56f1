// The instance create form keeps its size bounds beside its presets; the API document declares
// them (the resize form and the mock read the document): the two must say the same.
import { describe, expect, it } from 'vitest'
import document from '../../../../src/generated/openapi.json'
import { CPU_LIMITS, MEMORY_GIB_LIMITS } from '../../../../src/overrides/instance-create/hardware'

// read loosely: the foreign-document type-check regenerates openapi.json from other documents
type Bounds = Record<string, { minimum?: number; maximum?: number }>
const schemas: Bounds =
  (document as { components?: { schemas?: Bounds } }).components?.schemas ?? {}
const GiB = 1024 ** 3

describe('instance size bounds', () => {
  it('are the document’s, in the create form', () => {
    expect(CPU_LIMITS).toEqual({
      min: schemas.InstanceCpuCount?.minimum,
      max: schemas.InstanceCpuCount?.maximum,
    })
    const memory = schemas.InstanceMemoryBounds
    expect(MEMORY_GIB_LIMITS).toEqual({
      min: (memory?.minimum ?? 0) / GiB,
      max: (memory?.maximum ?? 0) / GiB,
    })
  })
})
