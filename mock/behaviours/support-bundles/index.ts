/**
 * A support bundle's contents: the whole bundle, its index and each of its files, each with a
 * HEAD that sizes it up. Only a bundle in a state the manifest's `download` action allows
 * (active) can be read, the console's rule: every other state answers 400, as the platform
 * refuses a bundle still collecting or failed; an unknown bundle or file is 404.
 */
import type { Call } from '../../call.ts'
import type { MockContext } from '../../context.ts'
import type { Behaviour } from '../behaviour.ts'
import { itemOf } from '../lookup.ts'
import { assertState } from '../states.ts'
import { bytesAnswer } from './byte-answer.ts'
import { bundleFile, bundleZip, contentTypeOf, indexText } from './contents.ts'

const bundlePath = '/experimental/v1/system/support-bundles/{bundle_id}'

/** the bundle the path names, refused unless its state allows a download */
function readableBundle(ctx: MockContext, call: Call): void {
  const bundle = itemOf(ctx, 'supportBundle', call)
  assertState(ctx, 'supportBundle', bundle, 'support_bundle_download', 'download')
}

async function wholeBundle(ctx: MockContext, call: Call): Promise<Response> {
  readableBundle(ctx, call)
  return bytesAnswer(call.request, await bundleZip(), 'application/zip')
}

function oneFile(ctx: MockContext, call: Call): Response {
  readableBundle(ctx, call)
  const name = call.params.file ?? ''
  return bytesAnswer(call.request, bundleFile(name), contentTypeOf(name))
}

export const supportBundleBehaviours: Behaviour[] = [
  {
    operationId: 'support_bundle_download',
    method: 'get',
    path: `${bundlePath}/download`,
    handle: wholeBundle,
  },
  {
    operationId: 'support_bundle_head',
    method: 'head',
    path: `${bundlePath}/download`,
    handle: wholeBundle,
  },
  {
    operationId: 'support_bundle_download_file',
    method: 'get',
    path: `${bundlePath}/download/{file}`,
    handle: oneFile,
  },
  {
    operationId: 'support_bundle_head_file',
    method: 'head',
    path: `${bundlePath}/download/{file}`,
    handle: oneFile,
  },
  {
    operationId: 'support_bundle_index',
    method: 'get',
    path: `${bundlePath}/index`,
    handle: (ctx, call) => {
      readableBundle(ctx, call)
      return bytesAnswer(call.request, new TextEncoder().encode(indexText()), 'text/plain')
    },
  },
]
