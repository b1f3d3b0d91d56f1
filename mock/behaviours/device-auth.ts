/**
 * The device authorization flow (RFC 8628) a command-line client uses to get a token: the
 * client asks for a code, a signed-in person confirms the code in the console, the client
 * then exchanges its device code for a token. Pending requests live in the mock's own table.
 */
import { DEVICE_CODE_LENGTH, groupedDeviceCode, isDeviceCode } from '../../src/contract/index.ts'
import type { MockContext } from '../context.ts'
import { ApiError, invalidRequest, unauthorized } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { newId, now } from '../store/time.ts'
import type { Handle } from '../call.ts'
import { bodyOf } from './lookup.ts'

const table = 'mockDeviceAuthRequest'
export const deviceCodeLifetimeSeconds = 300
const tokenLifetimeMs = 30 * 24 * 3600 * 1000

// letters only (spec §5), and no I or O: people type the code from one screen into another
const codeLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const randomLetters = (count: number) =>
  Array.from(
    { length: count },
    () => codeLetters[Math.floor(Math.random() * codeLetters.length)],
  ).join('')

/** `ABC-DEFGH`, the form people read: grouped as the console's boxes show it (spec §5) */
export const userCodePattern = /^[A-Z]{3}-[A-Z]{5}$/

/** the code the mock refuses when no client asked for it, so the error can be shown */
export const refusedUserCode = 'ERRORABC'

/** the console sends the 8 letters without the dash (spec §5); clients may keep it */
const bareCode = (code: unknown) => (typeof code === 'string' ? code.replaceAll('-', '') : '')

const pendingBy = (ctx: MockContext, field: string, value: unknown) =>
  ctx.db.table(table).find((row) => row[field] === value)

/**
 * In the browser there is no command-line client to ask for a code, so a well-formed code the
 * mock never issued stands for one a client is waiting on; only `ERRO-RABC` is refused.
 */
function waitingClient(ctx: MockContext, code: string): WireItem | undefined {
  if (code === refusedUserCode) return undefined
  const request = {
    device_code: newId().replaceAll('-', ''),
    user_code: code,
    client_id: 'console-demo',
    confirmed_by: null,
  }
  ctx.db.insert(table, request)
  return request
}

/** the flow's three calls, by operation id (routed by on-first-call.ts) */
export const deviceAuthHandles: Record<string, Handle> = {
  device_auth_request: (ctx, call) => {
    const request = {
      device_code: newId().replaceAll('-', ''),
      user_code: groupedDeviceCode(randomLetters(DEVICE_CODE_LENGTH)),
      client_id: bodyOf(call).client_id,
      confirmed_by: null,
    }
    ctx.db.insert(table, request)
    return respond(call.op, {
      device_code: request.device_code,
      user_code: request.user_code,
      verification_uri: `${call.url.origin}/device/verify`,
      expires_in: deviceCodeLifetimeSeconds,
    })
  },
  device_auth_confirm: (ctx, call) => {
    const user = ctx.session.current(call.request)
    if (!user) throw unauthorized()
    const code = bareCode(bodyOf(call).user_code)
    if (!isDeviceCode(code)) throw invalidRequest(`a device code is ${DEVICE_CODE_LENGTH} letters`)
    const request =
      ctx.db.table(table).find((row) => bareCode(row.user_code) === code) ??
      waitingClient(ctx, code)
    if (!request || request.confirmed_by !== null) {
      throw invalidRequest('unknown or already used device code')
    }
    request.confirmed_by = user.id
    return respond(call.op, undefined, 204)
  },
  device_access_token: (ctx, call) => {
    const body = bodyOf(call)
    const request: WireItem | undefined = pendingBy(ctx, 'device_code', body.device_code)
    if (!request || request.client_id !== body.client_id) {
      throw invalidRequest('unknown device code')
    }
    if (request.confirmed_by === null) {
      throw new ApiError(400, 'authorization_pending', 'the user has not confirmed the code yet')
    }
    const rows = ctx.db.table(table)
    rows.splice(rows.indexOf(request), 1)
    const token = {
      id: newId(),
      time_created: now(),
      time_expires: new Date(Date.now() + tokenLifetimeMs).toISOString(),
    }
    ctx.db.insert('accessToken', token)
    return respond(call.op, {
      access_token: `oxide-token-${newId().replaceAll('-', '')}`,
      token_type: 'Bearer',
      token_id: token.id,
      time_expires: token.time_expires,
    })
  },
}
