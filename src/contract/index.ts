/**
 * The contract every part of the console shares: codegen writes it, the generated code, the
 * engine, the overrides and the mock read it. It holds data shapes and pure functions only,
 * so that any part may import it without pulling in another part's internals.
 */
export * from './registry'
export * from './create-label'
export * from './kind-identity'
export * from './shell-operations'
export * from './formats'
export * from './words'
export * from './roles'
export type * from './camelize'
export type * from './keys'
