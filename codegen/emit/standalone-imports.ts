// ajv's standalone code reaches its run-time helpers (string length in code points, deep
// equality for uniqueItems, …) with `require(…)`, even when it writes ES module exports. A
// module the browser loads needs imports instead: each helper becomes one import.

const helperCall = /require\("(ajv\/dist\/runtime\/([a-z0-9_]+))"\)\.default/g

/** the code with every helper `require` replaced by an import; throws on any other `require` */
export function withHelperImports(code: string): { imports: string[]; code: string } {
  const imports = new Map<string, string>()
  const replaced = code.replace(helperCall, (_call, specifier: string, name: string) => {
    const local = `runtime_${name}`
    // a CommonJS module with `exports.default`: the bundler's default import is the module's
    // exports, vitest's is that `default`
    imports.set(
      local,
      `import ${local}_module from '${specifier}.js'\n` +
        `const ${local} = ${local}_module.default ?? ${local}_module`,
    )
    return local
  })
  const unknown = /require\([^)]*\)/.exec(replaced)
  if (unknown) throw new Error(`ajv standalone code needs ${unknown[0]}, which has no import`)
  return { imports: [...imports.values()].sort(), code: replaced.replace(/^"use strict";/, '') }
}
