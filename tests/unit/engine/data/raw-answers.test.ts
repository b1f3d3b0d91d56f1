import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OperationRef } from '../../../../src/contract'
import { bindConsole } from '../../../../src/engine/console'
import {
  downloadOperation,
  fileNameOf,
  readSize,
  readText,
} from '../../../../src/engine/data/raw-answers'
import { fixtureRegistry } from '../../fixtures/registry'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(fixtureRegistry))

/** an operation answering a file, as the support bundle's are: any content type, no schema */
const op = (method: OperationRef['method'], path: string): OperationRef => ({
  id: `file_${method}`,
  method,
  path,
  pathParams: ['bundle'],
  queryParams: [],
  successStatus: 200,
  returnsList: false,
})
const download = op('get', '/bundles/{bundle}/download')
const head = op('head', '/bundles/{bundle}/download')
const args = { path: { bundle: 'b1' } }
const zip = new Uint8Array([0x50, 0x4b, 3, 4, 9, 9])

const server = setupServer(
  http.get('*/bundles/b1/download', () =>
    HttpResponse.arrayBuffer(zip.buffer, { headers: { 'Content-Type': 'application/zip' } }),
  ),
  http.head(
    '*/bundles/b1/download',
    () => new HttpResponse(null, { headers: { 'Content-Length': String(zip.length) } }),
  ),
  http.get('*/bundles/b1/index', () => HttpResponse.text('a.log\nb/c.json\n')),
  http.get('*/bundles/gone/download', () =>
    HttpResponse.json(
      { message: 'not found: support bundle', error_code: 'ObjectNotFound' },
      { status: 404 },
    ),
  ),
)
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())
afterAll(() => server.close())

describe('answers that are no JSON', () => {
  it('read as text, and a HEAD read for its Content-Length', async () => {
    expect(await readText(op('get', '/bundles/{bundle}/index'), args)).toBe('a.log\nb/c.json\n')
    expect(await readSize(head, args)).toBe(6)
  })

  it('fail with the platform’s words, as every other call', async () => {
    await expect(readText(download, { path: { bundle: 'gone' } })).rejects.toMatchObject({
      name: 'ApiRequestError',
      message: 'Not found: support bundle',
      statusCode: 404,
    })
  })

  it('are saved by the browser as a file of the given name, with their bytes', async () => {
    let saved: { name: string; href: string } | undefined
    const blobs = new Map<string, Blob>()
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.set('blob:1', blob as Blob)
      return 'blob:1'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { name: this.download, href: this.getAttribute('href') ?? '' }
    })
    await downloadOperation(download, args, 'support-bundle-b1.zip')
    expect(saved).toEqual({ name: 'support-bundle-b1.zip', href: 'blob:1' })
    const bytes = new Uint8Array(await blobs.get('blob:1')!.arrayBuffer())
    expect([...bytes]).toEqual([...zip])
  })

  it('name their file from the item’s fields', () => {
    expect(fileNameOf('support-bundle-{id}.zip', { id: 'b1' })).toBe('support-bundle-b1.zip')
    expect(fileNameOf('{state.state}-{name}.txt', { state: { state: 'up' }, name: 'x' })).toBe(
      'up-x.txt',
    )
  })
})
