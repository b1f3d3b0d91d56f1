// @vitest-environment node
// Items whose kind has no `id` (DigitalOcean's monitoring alerts, keyed by `uuid`; its function
// namespaces, by `namespace`) are found by the field their path names.
import { describe, expect, it } from 'vitest'
import { Db } from '../../../mock/store/db.ts'
import { resolveItem } from '../../../mock/store/scope.ts'
import type { KindDef, Registry } from '../../../src/contract/index.ts'

const registry = { kinds: {} } as unknown as Registry
const kind = (name: string, identityField: string) =>
  ({ name, singular: name, identityField, scopeFields: {} }) as unknown as KindDef

const ALERT = '78b3da62-27e5-49ba-ac70-5db0b5935c64'
const db = new Db({
  alert: [{ uuid: ALERT, compare: 'GreaterThan' }],
  namespace: [{ namespace: 'fn-0c5a', label: 'my namespace' }],
  server: [{ id: 'srv-1', name: 'web', hostname: 'web-1' }],
})

describe('items without an id', () => {
  it('are found by the identity their path names, a UUID or not', () => {
    expect(resolveItem(registry, db, kind('alert', 'uuid'), 'alert_uuid', ALERT, {})).toMatchObject(
      {
        compare: 'GreaterThan',
      },
    )
    const namespace = kind('namespace', 'namespace')
    expect(resolveItem(registry, db, namespace, 'namespace_id', 'fn-0c5a', {})).toMatchObject({
      label: 'my namespace',
    })
  })

  it('are not found by their words, nor is an item with an id found by another field', () => {
    const namespace = kind('namespace', 'namespace')
    expect(() => resolveItem(registry, db, namespace, 'namespace_id', 'my namespace', {})).toThrow()
    // a server has an id: its hostname, the field its kind is known by, does not find it
    const server = kind('server', 'hostname')
    expect(() => resolveItem(registry, db, server, 'server', 'web-1', {})).toThrow()
  })
})
