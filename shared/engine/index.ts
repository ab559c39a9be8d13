export * from './types.js'
export * from './rng.js'
export * from './session.js'
