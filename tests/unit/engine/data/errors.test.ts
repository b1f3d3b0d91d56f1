import { describe, expect, it } from 'vitest'
import { humanizeResource, mapApiError } from '../../../../src/engine/data/errors'

const body = (error_code: string | undefined, message: string) => ({
  error_code,
  message,
  request_id: 'req-1',
})

describe('mapApiError (spec §8)', () => {
  it('maps Forbidden to "Action not authorized"', () => {
    expect(mapApiError('project_create', 403, body('Forbidden', 'forbidden')).message).toBe(
      'Action not authorized',
    )
  })

  it('capitalises the ObjectNotFound message', () => {
    const error = mapApiError(
      'project_view',
      404,
      body('ObjectNotFound', 'not found: project with name "nope"'),
    )
    expect(error).toEqual({
      message: 'Not found: project with name "nope"',
      errorCode: 'ObjectNotFound',
      statusCode: 404,
      requestId: 'req-1',
    })
  })

  it('names the resource of ObjectAlreadyExists from the message', () => {
    const error = mapApiError(
      'whatever_create',
      400,
      body('ObjectAlreadyExists', 'already exists: project "foo"'),
    )
    expect(error.message).toBe('Project name already exists')
    const kebab = mapApiError(
      'x_create',
      400,
      body('ObjectAlreadyExists', 'already exists: vpc-subnet "s"'),
    )
    expect(kebab.message).toBe('VPC subnet name already exists')
  })

  it('names the resource of ObjectAlreadyExists from the operation id otherwise', () => {
    const exists = (op: string) =>
      mapApiError(op, 400, body('ObjectAlreadyExists', 'conflict')).message
    expect(exists('project_create')).toBe('Project name already exists')
    expect(exists('floating_ip_create')).toBe('Floating IP name already exists')
    expect(exists('current_user_ssh_key_create')).toBe('SSH key name already exists')
  })

  it('reduces a JSON body parse error to its reason', () => {
    const message = 'unable to parse JSON body: missing field `name` at line 1 column 2'
    expect(mapApiError('project_create', 400, body('InvalidRequest', message)).message).toBe(
      'Missing field `name`',
    )
  })

  it('capitalises any other message, or says "Unknown server error"', () => {
    expect(mapApiError('project_create', 400, body('InvalidValue', 'bad name')).message).toBe(
      'Bad name',
    )
    expect(mapApiError('project_create', 500, undefined).message).toBe('Unknown server error')
    expect(mapApiError('project_create', 502, '<html>bad gateway</html>')).toEqual({
      message: 'Unknown server error',
      statusCode: 502,
    })
  })

  it('humanises resource words with the platform acronyms', () => {
    expect(humanizeResource('vpc_router_route')).toBe('VPC router route')
    expect(humanizeResource('ip pool')).toBe('IP pool')
  })
})
