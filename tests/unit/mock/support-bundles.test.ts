// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { registry } from '../../../src/generated/registry.ts'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const bundles = '/experimental/v1/system/support-bundles'
const active = '5b7d0000-0000-4000-8000-000000000001'
const failed = '5b7d0000-0000-4000-8000-000000000002'
const unknown = '5b7d0000-0000-4000-8000-00000000ffff'

const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://localhost${path}`, { method, headers })

const indexOf = async (bundle: string) =>
  (await (await raw('GET', `${bundles}/${bundle}/index`)).text()).split('\n').filter(Boolean)

const fileUrl = (bundle: string, file: string) =>
  `${bundles}/${bundle}/download/${encodeURIComponent(file)}`

describe('a support bundle’s index', () => {
  it('lists the paths inside the bundle, one a line, as text', async () => {
    const answer = await raw('GET', `${bundles}/${active}/index`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/plain')
    expect(await indexOf(active)).toEqual([
      'bundle_info.txt',
      'rack/inventory.json',
      'sled-3/dmesg.log',
      'sled-3/sled-agent.log',
    ])
  })
})

describe('downloading a whole bundle', () => {
  it('answers a zip whose HEAD says its length', async () => {
    const answer = await raw('GET', `${bundles}/${active}/download`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/zip')
    const bytes = new Uint8Array(await answer.arrayBuffer())
    // every zip starts with a local file header, "PK\3\4"
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 3, 4])
    const head = await raw('HEAD', `${bundles}/${active}/download`)
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBe(bytes.length)
    expect(await head.text()).toBe('')
  })

  it('zips the very files its index lists and its file downloads answer', async () => {
    // client-zip stores without compressing: each file's name and text sit in the zip as is
    const zip = Buffer.from(await (await raw('GET', `${bundles}/${active}/download`)).arrayBuffer())
    const index = await (await raw('GET', `${bundles}/${active}/index`)).text()
    const names = index.trim().split('\n')
    expect(names.length).toBeGreaterThan(1)
    for (const name of names) {
      const file = await raw('GET', `${bundles}/${active}/download/${encodeURIComponent(name)}`)
      expect(zip.includes(Buffer.from(name))).toBe(true)
      expect(zip.includes(Buffer.from(await file.arrayBuffer()))).toBe(true)
    }
  })

  it('answers one byte range when asked (206, Content-Range)', async () => {
    const answer = await raw('GET', `${bundles}/${active}/download`, { range: 'bytes=0-3' })
    expect(answer.status).toBe(206)
    const total = (await (await raw('GET', `${bundles}/${active}/download`)).arrayBuffer())
      .byteLength
    expect(answer.headers.get('content-range')).toBe(`bytes 0-3/${total}`)
    expect(new TextDecoder().decode(await answer.arrayBuffer())).toBe('PK\x03\x04')
    const beyond = await raw('GET', `${bundles}/${active}/download`, { range: 'bytes=999999-' })
    expect(beyond.status).toBe(416)
  })
})

describe('downloading one file', () => {
  it('answers each listed file with its type, its HEAD the length of the GET’s body', async () => {
    for (const file of await indexOf(active)) {
      const answer = await raw('GET', fileUrl(active, file))
      expect(answer.status).toBe(200)
      const body = await answer.arrayBuffer()
      expect(body.byteLength).toBeGreaterThan(0)
      const head = await raw('HEAD', fileUrl(active, file))
      expect(Number(head.headers.get('content-length'))).toBe(body.byteLength)
      expect(head.headers.get('content-type')).toBe(answer.headers.get('content-type'))
    }
    const log = await raw('GET', fileUrl(active, 'sled-3/dmesg.log'))
    expect(log.headers.get('content-type')).toBe('text/plain')
    expect(await log.text()).toContain('t6mfg: port 3 link up')
    const json = await raw('GET', fileUrl(active, 'rack/inventory.json'))
    expect(json.headers.get('content-type')).toBe('application/json')
    expect((await json.json()).rack).toBe('rack-1')
  })

  it('is not found for a path the bundle does not hold', async () => {
    const answer = await call('GET', fileUrl(active, 'sled-9/nothing.log'))
    expect(answer.status).toBe(404)
    expect(answer.body.error_code).toBe('ObjectNotFound')
    expect((await raw('HEAD', fileUrl(active, 'sled-9/nothing.log'))).status).toBe(404)
  })
})

describe('the contents of a bundle that cannot be downloaded', () => {
  const refusals = [
    ['GET', `${bundles}/${failed}/index`],
    ['GET', `${bundles}/${failed}/download`],
    ['HEAD', `${bundles}/${failed}/download`],
    ['GET', fileUrl(failed, 'sled-3/dmesg.log')],
    ['HEAD', fileUrl(failed, 'sled-3/dmesg.log')],
  ] as const

  it('are refused (400) outside the states the manifest’s download action allows', async () => {
    const download = registry.kinds.supportBundle?.actions.find((a) => a.name === 'download')
    expect(download?.allowedStates).toEqual(['active'])
    for (const [method, path] of refusals) {
      const answer = await raw(method, path)
      expect(answer.status, `${method} ${path}`).toBe(400)
    }
    const answer = await call('GET', `${bundles}/${failed}/download`)
    expect(answer.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'support bundle must be active to download',
    })
  })

  it('are not found for a bundle that does not exist', async () => {
    for (const path of [`${bundles}/${unknown}/index`, `${bundles}/${unknown}/download`]) {
      expect((await call('GET', path)).status).toBe(404)
    }
    expect((await raw('HEAD', fileUrl(unknown, 'bundle_info.txt'))).status).toBe(404)
  })
})
