/**
 * The contract every part of the console shares: codegen writes it, the generated code, the
 * engine, the overrides and the mock read it. It holds data shapes and pure functions only,
 * so that any part may import it without pulling in another part's internals.
 */
export * from './registry'
export * from './page-override'
export * from './create-label'
export * from './kind-identity'
export * from './item-selector'
export * from './shell'
export * from './formats'
export * from './port-range'
export * from './unique-items'
export * from './device-code'
export * from './block-size'
export * from './timeseries-rules'
export * from './hostname'
export * from './network-rules'
export * from './words'
export * from './key-case'
export * from './nav-path'
export * from './roles'
export type * from './keys'
export * from './seeded-random'
export type * from './request-tables'
