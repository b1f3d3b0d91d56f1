// Only OpenAPI 3.0 and 3.1 are read; anything else is refused by name before it can fail
// somewhere deeper with a message about the wrong thing.
import type { Problem } from '../util/diagnostics.ts'
import { isObject } from '../util/json.ts'
import type { SourceFile } from './fragments.ts'

const SUPPORTED = /^3\.[01]\.\d+$/

export function versionProblems(root: SourceFile): Problem[] {
  const problem = (at: string, reason: string): Problem[] => [{ file: root.file, at, reason }]
  if (!isObject(root.content)) return problem('', 'the root document must be a mapping')
  const { openapi, swagger } = root.content
  if (swagger !== undefined) {
    return problem(
      '/swagger',
      `Swagger ${String(swagger)} is not supported; convert the document to OpenAPI 3 (for example with swagger2openapi) and run codegen on that`,
    )
  }
  if (openapi === undefined) {
    return problem('', 'not an OpenAPI document: it has no `openapi:` version field')
  }
  if (typeof openapi !== 'string' || !SUPPORTED.test(openapi)) {
    return problem('/openapi', `OpenAPI ${String(openapi)} is not supported (3.0.x or 3.1.x)`)
  }
  return []
}
