import { describe, expect, it } from 'vitest'
import type { KindDef } from '../../../../src/contract'
import { answerFields } from '../../../../src/engine/pages/answer-fields'
import { isListedItem, listedItemParams } from '../../../../src/engine/pages/listed-item'

const port = { name: 'networkingSwitchPort', identityField: 'portName' } as KindDef
const path = '/system/hardware/switch-ports/:rackId/:switchLocation/:port'
const row = { id: 'p1', rackId: 'r1', switchLocation: 'switch1', portName: 'qsfp0' }

describe('an item read from its list (a kind with no view call)', () => {
  it('is named by its fields, the last param left by its identity', () => {
    expect(listedItemParams(port, path, row)).toEqual({
      rackId: 'r1',
      switchLocation: 'switch1',
      port: 'qsfp0',
    })
  })

  it('is the row every param agrees with: the same port on another switch is not', () => {
    const params = { rackId: 'r1', switchLocation: 'switch1', port: 'qsfp0' }
    expect(isListedItem(port, path, row, params)).toBe(true)
    expect(isListedItem(port, path, { ...row, switchLocation: 'switch0' }, params)).toBe(false)
    expect(isListedItem(port, path, { ...row, portName: 'qsfp1' }, params)).toBe(false)
  })

  it('matches a number field by its text (a BGP configuration by its ASN)', () => {
    const config = { name: 'networkingBgpConfig', identityField: 'name' } as KindDef
    const asn = { name: 'as65547', asn: 65547 }
    expect(isListedItem(config, '/system/networking/bgp/:asn', asn, { asn: '65547' })).toBe(true)
    expect(isListedItem(config, '/system/networking/bgp/:asn', asn, { asn: '65548' })).toBe(false)
  })
})

describe('an answer whose shape the document leaves open', () => {
  it('shows each of its fields by its name, words as badges, structure in words', () => {
    expect(
      answerFields({ link: 'up', fec: 'rs', mtu: 1500, note: 'two words', lanes: [1] }),
    ).toEqual([
      { field: 'link', header: 'Link', type: 'enum' },
      { field: 'fec', header: 'FEC', type: 'enum' },
      { field: 'mtu', header: 'MTU', type: 'number' },
      { field: 'note', header: 'Note', type: 'text' },
      { field: 'lanes', header: 'Lanes', type: 'json' },
    ])
    expect(answerFields(null)).toEqual([])
  })
})
