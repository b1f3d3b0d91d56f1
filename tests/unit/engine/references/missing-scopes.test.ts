import { describe, expect, it } from 'vitest'
import { bindConsole } from '../../../../src/engine/console'
import { missingScopes } from '../../../../src/engine/references/scoped-reference-picker'
import { testParts } from '../../fixtures/console'
import { fixtureRegistry } from '../../fixtures/registry'

// a network interface is listed by its instance, itself listed in a project only
const interfaces = structuredClone(fixtureRegistry.kinds.instance!)
Object.assign(interfaces, { name: 'nic', key: 'interface' })
interfaces.ops.list = {
  ...interfaces.ops.list!,
  queryParams: [{ name: 'instance', required: true, selector: true }],
}
bindConsole(testParts({ ...fixtureRegistry, kinds: { ...fixtureRegistry.kinds, nic: interfaces } }))

// An instance is listed in a project only (`project` required on the first page): a form with
// no project in its page or fields picks the project first (a silo image's snapshot, issue 23).
describe('the scopes a picker asks for first', () => {
  it('are those its list needs that neither the page nor the form names, by their kind', () => {
    const scopes = missingScopes('instance', () => undefined)
    expect(scopes.map(({ param, kind }) => [param, kind.name])).toEqual([['project', 'project']])
  })

  it('are none when the page names the scope', () => {
    expect(missingScopes('instance', (name) => (name === 'project' ? 'mock' : undefined))).toEqual(
      [],
    )
  })

  it('are none when the form has a field for it, which scopes the list once filled', () => {
    expect(missingScopes('instance', () => undefined, ['name', 'project'])).toEqual([])
    expect(missingScopes('instance', () => undefined, ['project_id'])).toEqual([])
  })

  it('are none for a list that needs no scope', () => {
    expect(missingScopes('project', () => undefined)).toEqual([])
  })

  it('leave out a scope that cannot be listed here either: it needs a scope of its own', () => {
    expect(missingScopes('nic', () => undefined)).toEqual([])
    const inProject = (name: string) => (name === 'project' ? 'mock' : undefined)
    expect(missingScopes('nic', inProject).map(({ param }) => param)).toEqual(['instance'])
  })
})
