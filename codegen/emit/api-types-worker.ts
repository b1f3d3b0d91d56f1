// Worker thread entry of the prebuilt codegen: types the document it is given (api-types.ts)
// while the main thread validates, infers and emits the rest.
import { parentPort, workerData } from 'node:worker_threads'
import type { Document } from '../util/openapi.ts'
import { generateApiTypes } from './api-types.ts'

parentPort?.postMessage(await generateApiTypes(workerData as Document))
