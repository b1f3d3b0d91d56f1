import { describe, expect, it } from 'vitest'
import type { RJSFSchema } from '@rjsf/utils'
import { errorSummary } from '../../../../src/engine/forms/error-summary'

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    image_id: { type: 'string', title: 'Image ID' },
    boot_disk: { type: 'object', properties: { size: { type: 'integer' } } },
  },
}

describe('errorSummary', () => {
  it('names each error by its field, in the form’s order, once', () => {
    const lines = errorSummary(
      [
        { property: '.boot_disk.size', message: 'Must be at least 1', stack: '' },
        { property: '.image_id', message: 'Required', stack: '' },
        { property: '.name', message: 'Required', stack: '' },
        { property: '.image_id', message: 'Required', stack: '' },
      ],
      schema,
      {},
    )
    expect(lines).toEqual([
      'Name: Required',
      'Image: Required',
      'Boot disk › Size: Must be at least 1',
    ])
  })

  it('follows the uiSchema’s title and order', () => {
    const lines = errorSummary(
      [
        { property: '.name', message: 'Required', stack: '' },
        { property: '.image_id', message: 'Required', stack: '' },
      ],
      schema,
      { 'ui:order': ['image_id', 'name'], image_id: { 'ui:title': 'Source image' } },
    )
    expect(lines).toEqual(['Source image: Required', 'Name: Required'])
  })

  it('names a field of a union’s part as the form labels it, and a list by its legend', () => {
    // DigitalOcean's certificate request: its DNS names are in one variant's second part
    const union: RJSFSchema = {
      oneOf: [
        {
          allOf: [
            { $ref: '#/definitions/Named' },
            {
              properties: {
                dns_names: { type: 'array', title: 'DNS names', items: { type: 'string' } },
                droplet_ids: { type: 'array', title: 'Droplet IDs', items: { type: 'integer' } },
              },
            },
          ],
        },
      ],
      definitions: {
        Named: { properties: { name: { type: 'string', title: 'Certificate name' } } },
      },
    }
    const lines = errorSummary(
      [
        { property: '.name', message: 'Required', stack: '' },
        { property: '.dns_names', message: 'Required', stack: '' },
        { property: '.droplet_ids', message: 'Required', stack: '' },
      ],
      union,
      {},
    )
    expect(lines).toEqual([
      'Certificate name: Required',
      'DNS names: Required',
      'Droplet IDs: Required',
    ])
  })

  it('names a nested object titled by its schema’s name as the form labels it', () => {
    // Hetzner's load balancer: `algorithm` is titled "LoadBalancerAlgorithm", a type's name
    const titled: RJSFSchema = {
      type: 'object',
      properties: {
        algorithm: {
          type: 'object',
          title: 'LoadBalancerAlgorithm',
          properties: { type: { type: 'string', title: 'Type' } },
        },
        health_check: {
          type: 'object',
          title: 'Health check',
          properties: { ipv6: { type: 'string', title: 'IPv6' } },
        },
      },
    }
    const lines = errorSummary(
      [
        { property: '.algorithm.type', message: 'Required', stack: '' },
        { property: '.health_check.ipv6', message: 'Required', stack: '' },
      ],
      titled,
      {},
    )
    // a title written for people stays as it is, a one-word one and an acronym too
    expect(lines).toEqual(['Algorithm › Type: Required', 'Health check › IPv6: Required'])
  })
})
