import type { RJSFSchema } from '@rjsf/utils'
import { afterEach, describe, expect, it } from 'vitest'
import { dropDraft, keepDraft, readDraft } from '../../../../src/engine/forms/drafts'

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    password: { type: 'string' },
    secret: { type: 'string', writeOnly: true },
  },
}

afterEach(() => sessionStorage.clear())

describe('form drafts', () => {
  it('keeps a form’s input per form and address, without its secrets', () => {
    keepDraft('user-create', '/users-new', { name: 'ada', password: 'x', secret: 'y' }, schema)
    expect(readDraft('user-create', '/users-new')).toEqual({ name: 'ada' })
    expect(readDraft('user-create', '/elsewhere')).toBeUndefined()
    expect(readDraft('project-create', '/users-new')).toBeUndefined()
    dropDraft('user-create', '/users-new')
    expect(readDraft('user-create', '/users-new')).toBeUndefined()
  })
})
