/**
 * The serial console answers only an instance in a state spec §4 allows (the instance's
 * `serialConsole` capability in the registry, the rule the console gates its controls by):
 * elsewhere the platform refuses with its 400. The stream itself is a WebSocket (mock/
 * serial-console.ts); its upgrade asks this GET first, so a refused state never opens it.
 */
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { itemOf } from './lookup.ts'
import { assertCapability } from './states.ts'

function assertConsoleOpen(ctx: MockContext, call: Call): void {
  const instance = itemOf(ctx, 'instance', call)
  assertCapability(
    ctx,
    'instance',
    instance,
    'serialConsole',
    (allowed) => `instance must be ${allowed.join(' or ')} to connect to its serial console`,
  )
}

export const serialConsoleBehaviours: Behaviour[] = [
  {
    operationId: 'instance_serial_console',
    method: 'get',
    path: '/v1/instances/{instance}/serial-console',
    handle: (ctx, call) => {
      assertConsoleOpen(ctx, call)
      // the mock keeps no console history: the stream plays its boot log when it opens
      return respond(call.op, { data: [], last_byte_offset: 0 })
    },
  },
  {
    operationId: 'instance_serial_console_stream',
    method: 'get',
    path: '/v1/instances/{instance}/serial-console/stream',
    // the platform upgrades this GET to the socket (101, which a fetch Response cannot carry):
    // a plain GET allowed here answers with no body
    handle: (ctx, call) => {
      assertConsoleOpen(ctx, call)
      return new Response(null, { status: 200 })
    },
  },
]
