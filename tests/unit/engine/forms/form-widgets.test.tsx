import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../../../src/engine/data/query'
import { FormPanel } from '../../../../src/engine/forms/form-panel'
import { fillNulls } from '../../../../src/engine/forms/fill-nulls'
import { prepareForm } from '../../../../codegen/emit/form-prepare'
import { DescriptionFieldTemplate } from '../../../../src/engine/forms/theme/templates'
import type { DescriptionFieldProps } from '@rjsf/utils'
import type { ApiResult } from '../../../../src/engine/data/client'
import machine from '../../fixtures/pages/forms/machine-create.json'
import { bindConsole } from '../../../../src/engine/console'
import { pagesRegistry } from '../../fixtures/pages/registry'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(pagesRegistry))

const form = {
  id: 'machine-create',
  operation: 'machine_create',
  title: 'Create machine',
  submitLabel: 'Create machine',
  order: ['name', 'memory'],
  hidden: ['secret'],
}

describe('schema preparation', () => {
  const prepared = prepareForm(machine, form)

  it('turns a required nullable field into an optional one that is sent as null', () => {
    expect(prepared.schema.properties?.boot_disk).toEqual({ type: 'string' })
    expect(prepared.schema.required).not.toContain('boot_disk')
    expect(fillNulls({ name: 'a' }, prepared.schema)).toEqual({ name: 'a', boot_disk: null })
  })

  it('drops hidden fields, orders the manifest fields first, enters bytes in GiB', () => {
    expect(prepared.schema.properties).not.toHaveProperty('secret')
    expect(prepared.uiSchema['ui:order']).toEqual(['name', 'memory', '*'])
    expect(prepared.uiSchema.memory).toMatchObject({ 'ui:widget': 'bytes', 'ui:unit': 'GiB' })
  })
})

describe('form panel widgets', () => {
  it(
    'renders labelled inputs, a variant picker and GiB input, and submits wire values',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup()
      const submit = vi
        .fn<(body: Record<string, unknown>) => Promise<ApiResult<unknown>>>()
        .mockResolvedValue({ type: 'success', data: { name: 'm1' } })
      render(
        <QueryClientProvider client={queryClient}>
          <FormPanel
            form={form}
            submit={submit}
            onSuccess={() => undefined}
            onClose={() => undefined}
          />
        </QueryClientProvider>,
      )
      const dialog = await screen.findByRole('dialog', { name: 'Create machine' })
      await user.type(await within(dialog).findByRole('textbox', { name: /Name/ }), 'm1')
      await user.type(within(dialog).getByRole('spinbutton', { name: 'Memory (GiB)' }), '4')
      expect(within(dialog).getByRole('checkbox', { name: 'Start now' })).toBeChecked()
      expect(within(dialog).queryByText(/Option 1/)).not.toBeInTheDocument()

      const picker = within(dialog).getByRole('combobox', { name: 'Source' })
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Blank', 'Image'])
      await user.selectOptions(picker, 'Image')
      await user.type(
        await within(dialog).findByRole('textbox', { name: /image_id|Image id/i }),
        'img-1',
      )
      await user.click(within(dialog).getByRole('button', { name: 'Create machine' }))

      await waitFor(() => expect(submit).toHaveBeenCalled())
      expect(submit.mock.calls[0]?.[0]).toEqual({
        name: 'm1',
        memory: 4 * 1024 ** 3,
        boot_disk: null,
        start: true,
        source: { type: 'image', image_id: 'img-1' },
      })
    },
  )
})

describe('a field description', () => {
  it('shows the words the document marks with backticks as code, without the backticks', () => {
    const { container } = render(
      <DescriptionFieldTemplate
        {...({} as DescriptionFieldProps)}
        id="root_first__description"
        description="`first` may not exceed `last`."
      />,
    )
    expect(container.textContent).toBe('first may not exceed last.')
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'first',
      'last',
    ])
  })
})
