import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAt } from '../../fixtures/pages/harness'
import { pagesRegistry } from '../../fixtures/pages/registry'
import { bindConsole } from '../../../../src/engine/console'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(pagesRegistry))
const callOperation = vi.hoisted(() =>
  vi.fn<typeof import('../../../../src/engine/data/client').callOperation>(),
)
vi.mock('../../../../src/engine/data/client', () => ({ callOperation }))

beforeEach(() => {
  callOperation.mockReset()
  callOperation.mockImplementation((op: { id: string }) =>
    Promise.resolve(
      op.id === 'project_view'
        ? { type: 'success', data: { id: 'p1', name: 'mock-project', description: 'old words' } }
        : { type: 'success', data: { items: [], nextPage: null } },
    ),
  )
})

describe('create form', () => {
  it('is a labelled side modal whose submit sends the body', async () => {
    const user = userEvent.setup()
    callOperation.mockImplementation((op: { id: string }) =>
      Promise.resolve(
        op.id === 'project_create'
          ? { type: 'success', data: { id: 'p9', name: 'new-one' } }
          : { type: 'success', data: { items: [], nextPage: null } },
      ),
    )
    const { router } = renderAt(pagesRegistry, '/projects-new')
    const dialog = await screen.findByRole('dialog', { name: 'Create project' })
    await user.type(await within(dialog).findByRole('textbox', { name: /Name/ }), 'new-one')
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'fresh')
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }))

    await waitFor(() =>
      expect(callOperation).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'project_create' }),
        {
          body: { name: 'new-one', description: 'fresh' },
        },
      ),
    )
    expect(await screen.findByText('Project new-one created')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
  })

  it('validates on submit and links the error to its input', async () => {
    const user = userEvent.setup()
    renderAt(pagesRegistry, '/projects-new')
    const dialog = await screen.findByRole('dialog', { name: 'Create project' })
    const name = await within(dialog).findByRole('textbox', { name: /Name/ })
    await user.type(name, 'Bad Name')
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }))
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name.getAttribute('aria-describedby')).toContain('root_name__error')
    expect(callOperation).not.toHaveBeenCalledWith(
      expect.objectContaining({ id: 'project_create' }),
      expect.anything(),
    )
  })

  it('shows a server error in the footer, on the name field, and keeps the input', async () => {
    const user = userEvent.setup()
    callOperation.mockImplementation((op: { id: string }) =>
      Promise.resolve(
        op.id === 'project_create'
          ? {
              type: 'error',
              statusCode: 400,
              error: { message: 'Project name already exists', errorCode: 'ObjectAlreadyExists' },
            }
          : { type: 'success', data: { items: [], nextPage: null } },
      ),
    )
    renderAt(pagesRegistry, '/projects-new')
    const dialog = await screen.findByRole('dialog', { name: 'Create project' })
    await user.type(await within(dialog).findByRole('textbox', { name: /Name/ }), 'mock-project')
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'a twin')
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Project name already exists',
    )
    expect(within(dialog).getByText('Error')).toBeInTheDocument()
    expect(within(dialog).getAllByText('Project name already exists')).toHaveLength(2)
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('a twin')
  })

  it('asks before dismissing a dirty form', async () => {
    const user = userEvent.setup()
    const { router } = renderAt(pagesRegistry, '/projects-new')
    const dialog = await screen.findByRole('dialog', { name: 'Create project' })
    await user.type(await within(dialog).findByRole('textbox', { name: /Name/ }), 'x')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm navigation' })
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }))
    expect(router.state.location.pathname).toBe('/projects-new')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(await screen.findByRole('button', { name: 'Leave form' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
  })
})

describe('edit form', () => {
  it('is seeded with the item and submits the update', async () => {
    const user = userEvent.setup()
    renderAt(pagesRegistry, '/projects/mock-project/edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' })
    const description = await within(dialog).findByRole('textbox', { name: /Description/ })
    expect(description).toHaveValue('old words')
    await user.clear(description)
    await user.type(description, 'new words')
    await user.click(within(dialog).getByRole('button', { name: 'Update project' }))
    await waitFor(() =>
      expect(callOperation).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'project_update' }),
        {
          path: { project: 'mock-project' },
          body: { name: 'mock-project', description: 'new words' },
        },
      ),
    )
  })
})
