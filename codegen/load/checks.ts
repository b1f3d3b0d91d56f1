// Structural checks the schema validator does not make, each reported at the JSON pointer to
// fix: `$ref`s that point at nothing or only at each other, operation ids used twice, and path
// parameters that do not match their path's template.
import type { Problem } from '../util/diagnostics.ts'
import { isObject, toPointer, type JsonObject } from '../util/json.ts'
import { resolvePointer } from './resolve.ts'
import { walkObjects } from './walk-objects.ts'

type Finding = Omit<Problem, 'file'>

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

export function documentProblems(document: JsonObject): Finding[] {
  return [
    ...refProblems(document),
    ...operationIdProblems(document),
    ...pathParamProblems(document),
  ]
}

/** internal `$ref`s that point at nothing, or only at other `$ref`s in a circle */
export function refProblems(document: JsonObject): Finding[] {
  const problems: Finding[] = []
  const reported = new Set<string>()
  walkObjects(document, (value, at) => {
    const ref = value.$ref
    if (typeof ref !== 'string' || !ref.startsWith('#')) return
    const problem = followAliases(document, ref)
    if (problem !== undefined && !reported.has(problem.key)) {
      reported.add(problem.key)
      problems.push({ at: toPointer(at), reason: problem.reason })
    }
  })
  return problems
}

function followAliases(
  document: JsonObject,
  first: string,
): { key: string; reason: string } | undefined {
  const chain = [first]
  let ref = first
  for (;;) {
    const target = resolvePointer(document, ref)
    if (target === undefined)
      return { key: `missing ${ref}`, reason: `$ref "${ref}" points at nothing` }
    if (!isObject(target) || typeof target.$ref !== 'string' || !target.$ref.startsWith('#')) {
      return undefined
    }
    ref = target.$ref
    const loop = chain.indexOf(ref)
    if (loop >= 0) {
      const cycle = chain.slice(loop)
      return {
        key: `cycle ${[...cycle].sort().join(' ')}`,
        reason: `circular $ref: ${[...cycle, ref].join(' → ')} never reaches a definition`,
      }
    }
    chain.push(ref)
  }
}

function operations(
  document: JsonObject,
): { path: string; method: string; operation: JsonObject; item: JsonObject }[] {
  const found = []
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue
    for (const method of METHODS) {
      const operation = item[method]
      if (isObject(operation)) found.push({ path, method, operation, item })
    }
  }
  return found
}

export function operationIdProblems(document: JsonObject): Finding[] {
  const problems: Finding[] = []
  const first = new Map<string, string>()
  for (const { path, method, operation } of operations(document)) {
    const id = operation.operationId
    if (typeof id !== 'string') continue
    const at = toPointer(['paths', path, method])
    const owner = first.get(id)
    if (owner === undefined) first.set(id, at)
    else
      problems.push({
        at: `${at}/operationId`,
        reason: `operationId "${id}" is already used by ${owner}`,
      })
  }
  return problems
}

/** every `{name}` of a path template is a declared path parameter, and no other is declared */
export function pathParamProblems(document: JsonObject): Finding[] {
  const problems: Finding[] = []
  for (const { path, method, operation, item } of operations(document)) {
    const template = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
    const declared = new Map<string, string>()
    const collect = (list: unknown, at: (string | number)[]) => {
      if (!Array.isArray(list)) return
      list.forEach((entry, index) => {
        const parameter =
          isObject(entry) && typeof entry.$ref === 'string'
            ? resolvePointer(document, entry.$ref)
            : entry
        if (isObject(parameter) && parameter.in === 'path' && typeof parameter.name === 'string') {
          declared.set(parameter.name, toPointer([...at, 'parameters', index]))
        }
      })
    }
    // the operation's own parameters override the path item's of the same name
    collect(item.parameters, ['paths', path])
    collect(operation.parameters, ['paths', path, method])
    const at = toPointer(['paths', path, method])
    for (const name of template) {
      if (!declared.has(name)) {
        const others = [...declared.keys()].filter((other) => !template.includes(other))
        const hint = others.length > 0 ? ` (declared instead: ${others.join(', ')})` : ''
        problems.push({ at, reason: `path parameter "${name}" of ${path} is not declared${hint}` })
      }
    }
    for (const [name, pointer] of declared) {
      if (!template.includes(name)) {
        problems.push({
          at: pointer,
          reason: `path parameter "${name}" does not appear in the path ${path}`,
        })
      }
    }
  }
  return dedupe(problems)
}

/** a path-level parameter is reported once, not once per operation */
function dedupe(problems: Finding[]): Finding[] {
  const seen = new Set<string>()
  return problems.filter((problem) => {
    const key = `${problem.at} ${problem.reason}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
