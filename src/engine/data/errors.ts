/**
 * The one error mapper (spec §8): turns a server error body into the message users see.
 */
import { capitalize } from '../../contract'

export interface ApiError {
  /** already mapped for display */
  message: string
  errorCode?: string
  statusCode?: number
  requestId?: string
}

/** thrown by queries and mutations so react-query and error boundaries carry the API error */
export class ApiRequestError extends Error {
  readonly errorCode: string | undefined
  readonly statusCode: number | undefined
  readonly requestId: string | undefined

  constructor(error: ApiError) {
    super(error.message)
    this.name = 'ApiRequestError'
    this.errorCode = error.errorCode
    this.statusCode = error.statusCode
    this.requestId = error.requestId
  }
}

export const unreadableResponseMessage = 'Error reading API response'

// words the platform writes in capitals in its own docs
const acronyms = new Set([
  'ip',
  'ips',
  'vpc',
  'ssh',
  'idp',
  'saml',
  'tls',
  'bgp',
  'bfd',
  'lldp',
  'scim',
  'tuf',
])

/** `floating_ip`, `vpc-subnet`, `ssh key` → "Floating IP", "VPC subnet", "SSH key" */
export function humanizeResource(raw: string): string {
  const words = raw
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => (acronyms.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()))
  return capitalize(words.join(' '))
}

/** `project_create` → "Project"; `current_user_ssh_key_create` → "SSH key" */
function resourceFromOperation(operationId: string): string {
  const withoutVerb = operationId.replace(/_[a-z]+$/, '').replace(/^current_user_/, '')
  return humanizeResource(withoutVerb)
}

function readString(body: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = body[key]
    if (typeof value === 'string' && value) return value
  }
  return undefined
}

function displayMessage(
  operationId: string,
  status: number,
  code: string | undefined,
  raw: string | undefined,
): string {
  if (code === 'Forbidden' || status === 403) return 'Action not authorized'
  if (code === 'ObjectAlreadyExists') {
    const named = raw?.match(/already exists: ([a-z][a-z _-]*?) "/i)?.[1]
    return `${named ? humanizeResource(named) : resourceFromOperation(operationId)} name already exists`
  }
  const parseReason = raw?.match(
    /^unable to parse JSON body: (.+?)(?: at line \d+ column \d+)?$/s,
  )?.[1]
  if (parseReason) return capitalize(parseReason)
  return raw ? capitalize(raw) : 'Unknown server error'
}

/**
 * `body` is the parsed error body as sent (`{ message, error_code, request_id }`), or anything
 * else a proxy may have answered with.
 */
export function mapApiError(operationId: string, status: number, body: unknown): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const errorCode = readString(fields, 'error_code', 'errorCode')
  const requestId = readString(fields, 'request_id', 'requestId')
  const raw = readString(fields, 'message')
  return {
    message: displayMessage(operationId, status, errorCode, raw),
    statusCode: status,
    ...(errorCode ? { errorCode } : {}),
    ...(requestId ? { requestId } : {}),
  }
}
