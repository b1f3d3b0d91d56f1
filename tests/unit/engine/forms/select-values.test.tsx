import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ThemedForm } from '../../../../src/engine/forms/theme'
import { specValidation } from '../../../../src/engine/validation'
import { checkedValidator } from '../../fixtures/form-checks'

/** A disk source as codegen prepares it: a union whose blank variant has a block size. */
function diskSchema(blockSize: Record<string, unknown>): RJSFSchema {
  return {
    type: 'object',
    required: ['disk_source'],
    properties: {
      disk_source: {
        title: 'Disk source',
        oneOf: [
          {
            title: 'Blank',
            type: 'object',
            required: ['type', 'block_size'],
            properties: {
              type: { type: 'string', enum: ['blank'], default: 'blank', title: 'Type' },
              block_size: { title: 'Block size', ...blockSize },
            },
          },
          {
            title: 'Snapshot',
            type: 'object',
            required: ['type'],
            properties: {
              type: { type: 'string', enum: ['snapshot'], default: 'snapshot', title: 'Type' },
            },
          },
        ],
      },
    },
  }
}

function renderForm(
  schema: RJSFSchema,
  onSubmit: (data: unknown) => void,
  uiSchema: UiSchema = {},
) {
  render(
    <ThemedForm
      schema={schema}
      uiSchema={uiSchema}
      validator={checkedValidator(schema)}
      transformErrors={specValidation(schema).transformErrors}
      noHtml5Validate
      showErrorList={false}
      onSubmit={(event) => onSubmit(event.formData)}
      onError={() => undefined}
    >
      <button type="submit">Create</button>
    </ThemedForm>,
  )
}

describe('a select holds what it shows', () => {
  it('shows and sends the default of a variant it opens with', async () => {
    const submitted = vi.fn()
    renderForm(diskSchema({ type: 'integer', enum: [512, 2048, 4096], default: 4096 }), submitted)
    const blockSize = screen.getByRole('combobox', { name: /Block size/ })
    expect(within(blockSize).getByRole('option', { selected: true })).toHaveTextContent('4096')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(submitted).toHaveBeenCalledWith({ disk_source: { type: 'blank', block_size: 4096 } })
  })

  it('without a default, asks for a choice instead of showing a value it does not hold', async () => {
    const submitted = vi.fn()
    renderForm(diskSchema({ type: 'integer', enum: [512, 2048, 4096] }), submitted)
    const blockSize = screen.getByRole('combobox', { name: /Block size/ })
    expect(within(blockSize).getByRole('option', { selected: true })).toHaveTextContent(
      'Choose one',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(submitted).not.toHaveBeenCalled()
    expect(screen.getByText('Required')).toBeInTheDocument()
  })
})

describe('a choice reads as the value reads where it is shown', () => {
  it('a block size offers sizes, as the disk list shows them, and sends the byte count', async () => {
    const submitted = vi.fn()
    const blockSize = { type: 'integer', enum: [512, 2048, 4096], default: 4096 }
    renderForm(diskSchema(blockSize), submitted, {
      disk_source: { block_size: { 'ui:widget': 'byteChoice' } },
    })
    const select = screen.getByRole('combobox', { name: /Block size/ })
    const options = within(select).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['512 B', '2 KiB', '4 KiB'])
    await userEvent.selectOptions(select, '512 B')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(submitted).toHaveBeenCalledWith({ disk_source: { type: 'blank', block_size: 512 } })
  })

  it('an IP version offers "IPv4" and "IPv6", as the platform writes them, and sends v6', async () => {
    const submitted = vi.fn()
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        ip_version: { title: 'IP version', type: 'string', enum: ['v4', 'v6'], default: 'v4' },
      },
    }
    renderForm(schema, submitted)
    const select = screen.getByRole('combobox', { name: /IP version/ })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['—', 'IPv4', 'IPv6'])
    await userEvent.selectOptions(select, 'IPv6')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(submitted).toHaveBeenCalledWith({ ip_version: 'v6' })
  })
})
