import { describe, expect, it } from 'vitest'
import { fieldLabel, pickerLabel } from '../../../../src/engine/forms/theme/labels'

describe('labels', () => {
  it('makes a bare wire name readable', () => {
    expect(fieldLabel('dns_name')).toBe('Dns name')
    expect(fieldLabel('DNS name')).toBe('DNS name')
  })

  it('labels a picker by the item it picks, not by its id', () => {
    expect(pickerLabel('Image ID')).toBe('Image')
    expect(pickerLabel('Anti-affinity group IDs')).toBe('Anti-affinity groups')
    expect(pickerLabel('Pool')).toBe('Pool')
    // "ID" alone, or inside a word, is left
    expect(pickerLabel('ID')).toBe('ID')
    expect(pickerLabel('IDP')).toBe('IDP')
  })
})
