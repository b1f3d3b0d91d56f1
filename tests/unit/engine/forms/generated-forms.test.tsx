import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { queryClient } from '../../../../src/engine/data/query'
import { FormPanel } from '../../../../src/engine/forms/form-panel'
import type { FormJson } from '../../../../src/engine/forms/form-json'
import { formValidator } from '../../../../src/engine/forms/validator'
import { platformParts } from '../../../../src/app'
import { bindConsole, noOverrides } from '../../../../src/engine/console'

// the generic widgets only: these are the forms as generated
bindConsole({ ...platformParts, overrides: noOverrides })
const { registry, loadForm } = platformParts

const forms = Object.values(registry.kinds).flatMap((kind) =>
  Object.values(kind.forms).flatMap((form) => (form ? [form] : [])),
)
const generated = import.meta.glob<{ default: FormJson }>(
  '../../../../src/generated/forms/*.json',
  { eager: true },
)

describe('the generated forms', () => {
  it.each(forms.map((form) => [form.id] as const))(
    '%s validates with the checks codegen compiled for it',
    async (id) => {
      const form = await loadForm(id)
      // every generated form has its compiled checks: ajv refused none of the platform's
      expect(Object.keys(form.validators ?? {})).not.toEqual([])
      const validator = formValidator(form.schema, form.validators)
      // a check that fails to run (a missing shared definition) throws or reports here
      const result = validator.validateFormData({}, form.schema)
      expect(result.errors.filter((error) => error.name === undefined)).toEqual([])
    },
  )

  it('the instance form labels CPUs and memory in GiB', async () => {
    const form = registry.kinds.instance?.forms.create
    expect(form).toBeDefined()
    await loadForm(form!.id)
    render(
      <QueryClientProvider client={queryClient}>
        <FormPanel
          form={form!}
          submit={() => Promise.resolve({ type: 'success', data: {} })}
          onSuccess={() => undefined}
          onClose={() => undefined}
        />
      </QueryClientProvider>,
    )
    const dialog = await screen.findByRole('dialog', { name: form!.title })
    expect(await within(dialog).findByRole('textbox', { name: 'Name' })).toBeInTheDocument()
    expect(within(dialog).getByRole('spinbutton', { name: 'CPUs' })).toBeInTheDocument()
    expect(within(dialog).getByRole('spinbutton', { name: 'Memory (GiB)' })).toBeInTheDocument()
    // the document counts bytes; the help must speak of what is typed
    expect(within(dialog).getByText(/^Memory, in GiB/)).toBeInTheDocument()
    expect(within(dialog).queryByText(/Option \d/)).not.toBeInTheDocument()
  })
})

/** The forms of unions and nested objects people create things with (issue 7, section 2). */
const UNION_FORMS = [
  'silo-create',
  'anti-affinity-group-create',
  'affinity-group-create',
  'ip-pool-create',
  'vpc-router-route-create',
  'disk-create',
]

describe('forms of unions and nested objects', () => {
  it.each(UNION_FORMS)('%s renders every field, none as a schema dump', async (id) => {
    const form = forms.find((candidate) => candidate.id === id)
    expect(form, id).toBeDefined()
    render(
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>
          <FormPanel
            form={form!}
            submit={() => Promise.resolve({ type: 'success', data: {} })}
            onSuccess={() => undefined}
            onClose={() => undefined}
          />
        </QueryClientProvider>
      </MemoryRouter>,
    )
    const dialog = await screen.findByRole('dialog', { name: form!.title })
    await within(dialog).findByRole('textbox', { name: 'Name' })
    expect(dialog).not.toHaveTextContent('Unsupported field schema')
    expect(dialog).not.toHaveTextContent('{"')
  })

  it('offers a documented enum as its titled values', async () => {
    const form = registry.kinds.antiAffinityGroup?.forms.create
    render(
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>
          <FormPanel
            form={form!}
            submit={() => Promise.resolve({ type: 'success', data: {} })}
            onSuccess={() => undefined}
            onClose={() => undefined}
          />
        </QueryClientProvider>
      </MemoryRouter>,
    )
    await screen.findByRole('textbox', { name: 'Name' })
    const policy = await screen.findByRole('combobox', { name: 'Policy' })
    expect(within(policy).getByRole('option', { name: 'Refuse to place it' })).toBeInTheDocument()
  })
})

describe('byte counts at any depth', () => {
  it('enters nested sizes in GiB: silo quotas, the size of a new boot disk', () => {
    const siloJson = generated['../../../../src/generated/forms/silo-create.json']?.default
    const { uiSchema } = siloJson!
    expect(uiSchema.quotas).toMatchObject({
      memory: { 'ui:widget': 'bytes', 'ui:unit': 'GiB' },
      storage: { 'ui:widget': 'bytes', 'ui:unit': 'GiB' },
    })
    const instanceJson = generated['../../../../src/generated/forms/instance-create.json']?.default
    const prepared = instanceJson!
    expect(prepared.uiSchema.disks).toMatchObject({ items: { size: { 'ui:widget': 'bytes' } } })
  })
})
