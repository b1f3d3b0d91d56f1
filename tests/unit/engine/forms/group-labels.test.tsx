import { render, screen } from '@testing-library/react'
import type { RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { ThemedForm } from '../../../../src/engine/forms/theme'
import { fieldLabel } from '../../../../src/engine/forms/theme/labels'
import { formValidator } from '../../../../src/engine/forms/validator'

// Vendors title a nested object by its schema's name (Hetzner's load balancer `algorithm` is
// "LoadBalancerAlgorithm"): the form labels it by the field, as the error list names it
// (error-summary.test.ts).
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    algorithm: {
      type: 'object',
      title: 'LoadBalancerAlgorithm',
      properties: { type: { type: 'string', title: 'Type' } },
    },
    targets: {
      type: 'array',
      title: 'LoadBalancerTargets',
      items: { type: 'string' },
    },
  },
}

describe('a group titled by its schema’s name', () => {
  it('is labelled by its field, a list too', () => {
    const { container } = render(
      <ThemedForm schema={schema} validator={formValidator(schema, undefined)} />,
    )
    const legends = [...container.querySelectorAll('legend')].map((legend) => legend.textContent)
    expect(legends).toEqual(['Algorithm', 'Targets'])
    expect(screen.getByRole('group', { name: 'Algorithm' })).toBeInTheDocument()
  })

  it('keeps a title written for people, a one-word one and an acronym', () => {
    expect(fieldLabel('Health check', 'health_check')).toBe('Health check')
    expect(fieldLabel('Type', 'kind')).toBe('Type')
    expect(fieldLabel('IPv6', 'v6')).toBe('IPv6')
    expect(fieldLabel('LoadBalancerAlgorithm', 'algorithm')).toBe('Algorithm')
  })
})
