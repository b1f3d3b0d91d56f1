import { afterEach, describe, expect, it } from 'vitest'
import { createContext } from '../../../mock/context.ts'
import { keepForSignIn, takeBackKept } from '../../../mock/kept-state.ts'
import { inputs } from './harness.ts'

afterEach(() => sessionStorage.clear())

describe('the mock’s state across the page load of a sign-in', () => {
  it('comes back once in the next page’s mock, with who was signed out', () => {
    const before = createContext(inputs)
    before.db.insert('project', { id: 'p-new', name: 'made-a-moment-ago' })
    before.session.logOut()
    keepForSignIn(before)

    const after = createContext(inputs)
    expect(takeBackKept(after)).toBe(true)
    expect(after.db.byId('project', 'p-new')?.name).toBe('made-a-moment-ago')
    expect(after.session.current()).toBeUndefined()

    // a refresh after that starts from the seed again
    const refreshed = createContext(inputs)
    expect(takeBackKept(refreshed)).toBe(false)
    expect(refreshed.db.byId('project', 'p-new')).toBeUndefined()
  })
})
