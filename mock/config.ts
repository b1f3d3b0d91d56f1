/**
 * What the mock serves and how: the URL prefixes of the document it answers for, whether
 * calls need a session, and delay and chaos. Entry points set the defaults (the browser waits 200–400 ms per answer,
 * Node answers at once); localStorage `mock-config` overrides them at run time, e.g.
 * `{ "delay": 0 }` from Playwright or `{ "chaos": 0.2 }` to rehearse failures. One chosen call
 * can also be made to fail once (`mock-fail-once`), to rehearse a single failure by hand.
 * `{ "instances": 10000 }` seeds a long list (the bench's paging figures).
 */
import type { Registry } from '../src/contract/index.ts'
import { mulberry32 } from '../src/contract/seeded-random.ts'

/** the platform's own prefixes, answered (404 at worst) even when its document lacks a path */
const platformPrefixes = ['/v1/', '/device/', '/login/', '/experimental/']

/**
 * The URL prefixes the mock answers: the platform's, and the first segment of every path of
 * the document it was built from (`/api/…`, `/v2/…`), whatever its servers say. Anything else
 * is the console's own files.
 */
export function apiPrefixes(registry: Registry): string[] {
  const prefixes = new Set(platformPrefixes)
  const ops = Object.values(registry.kinds).flatMap((kind) => [
    ...Object.values(kind.ops),
    ...Object.values(kind.extraOps),
  ])
  for (const op of [...ops, ...Object.values(registry.shellOperations)]) {
    const first = op?.path.split('/')[1]
    if (first !== undefined && first !== '' && !first.startsWith('{')) prefixes.add(`/${first}/`)
  }
  return [...prefixes]
}

/** a path the mock answers: under one of the prefixes, or the prefix's own collection */
export function isApiPath(prefixes: readonly string[], path: string): boolean {
  return prefixes.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix)
}

/**
 * Calls need a signed-in user only when the document can say who that is: a document without
 * the platform's session operations (another API) is answered for anyone.
 */
export function needsSession(registry: Registry): boolean {
  const calls = registry.shell?.operations ?? {}
  return calls.currentUser !== undefined || calls.signIn !== undefined
}

export interface MockConfig {
  /** answer delay in ms, drawn uniformly from [min, max]; 0 answers at once */
  delay: [number, number] | 0
  /** fraction (0..1) of `/v1/*` calls that fail with a random 401/403/404/500 */
  chaos: number
  /** extra instances in mock-project, made when the mock starts (the bench lists 10,000) */
  instances?: number
  /**
   * makes chaos repeatable: which calls fail then depends only on the seed and on the call (its
   * method, path and how many times it was made before), not on timing or on `Math.random`
   */
  seed?: number
}

let defaults: MockConfig = { delay: 0, chaos: 0 }

export function setMockDefaults(config: Partial<MockConfig>): void {
  defaults = { ...defaults, ...config }
}

function isDelay(value: unknown): value is MockConfig['delay'] {
  if (value === 0) return true
  return Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number')
}

function stored(): Partial<MockConfig> {
  const raw = globalThis.localStorage?.getItem('mock-config')
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return {}
    const { delay, chaos, instances, seed } = parsed as Record<string, unknown>
    return {
      ...(isDelay(delay) ? { delay } : {}),
      ...(typeof chaos === 'number' ? { chaos } : {}),
      ...(typeof instances === 'number' && Number.isInteger(instances) ? { instances } : {}),
      ...(typeof seed === 'number' ? { seed } : {}),
    }
  } catch {
    return {}
  }
}

/** read on every call, so a change in localStorage applies without a reload */
export function mockConfig(): MockConfig {
  return { ...defaults, ...stored() }
}

export function answerDelay(config: MockConfig, random = Math.random): number {
  if (config.delay === 0) return 0
  const [min, max] = config.delay
  return Math.round(min + random() * (max - min))
}

// mostly 404s, as a flaky network of stale links would produce
const chaosStatuses = [401, 403, 404, 404, 404, 404, 404, 500, 500]

/** the status a chaos failure answers with, or undefined to answer normally */
export function chaosStatus(config: MockConfig, random = Math.random): number | undefined {
  if (config.chaos <= 0 || random() >= config.chaos) return undefined
  return chaosStatuses[Math.floor(random() * chaosStatuses.length)] ?? 404
}

/**
 * How often each call was made, so a seeded chaos fails its n-th time the same way every run.
 * Kept in sessionStorage where there is one: a 401 reloads the page (to sign in), and counts
 * starting again at 0 would fail the same first call after every reload, a loop no user escapes.
 */
const countsKey = 'mock-chaos-calls'
let callCounts: Record<string, number> | undefined

function nextCount(call: string): number {
  const storage = globalThis.sessionStorage
  if (callCounts === undefined) {
    try {
      callCounts = JSON.parse(storage?.getItem(countsKey) ?? '{}') as Record<string, number>
    } catch {
      callCounts = {}
    }
  }
  const count = callCounts[call] ?? 0
  callCounts[call] = count + 1
  storage?.setItem(countsKey, JSON.stringify(callCounts))
  return count
}

/** FNV-1a: a string to 32 bits, to mix the call into the seed */
function hash(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/**
 * The chance chaos draws from for one call: `Math.random` without a seed; with one, numbers
 * fixed by the seed and the call, so a session that makes the same calls meets the same failures.
 */
export function chaosRandom(config: MockConfig, method: string, path: string): () => number {
  if (config.seed === undefined) return Math.random
  const call = `${method.toUpperCase()} ${path}`
  return mulberry32(hash(`${call}#${nextCount(call)}`, config.seed))
}

const failOnceKey = 'mock-fail-once'

/**
 * What a planned failure answers: an error status in the platform's shape; `unreadable`, a 200
 * whose body is cut short (a proxy that dropped the connection), which no JSON parser reads; or
 * `empty`, a 502 with no body at all (a gateway whose upstream is gone), which says nothing.
 */
export type PlannedFailure = number | 'unreadable' | 'empty'

const plannedWords: readonly unknown[] = ['unreadable', 'empty']

/**
 * localStorage `mock-fail-once` holds `{ "GET /v1/me": 404, "GET /v1/disks": "unreadable", … }`:
 * the next such call fails so, and the entry is spent (removed), so the call after it answers
 * normally.
 */
export function failOnceStatus(method: string, path: string): PlannedFailure | undefined {
  const storage = globalThis.localStorage
  const raw = storage?.getItem(failOnceKey)
  if (!raw) return undefined
  try {
    const planned = JSON.parse(raw) as Record<string, unknown>
    const key = `${method.toUpperCase()} ${path}`
    const status = planned[key]
    if (typeof status !== 'number' && !plannedWords.includes(status)) return undefined
    delete planned[key]
    storage.setItem(failOnceKey, JSON.stringify(planned))
    return status as PlannedFailure
  } catch {
    return undefined
  }
}
