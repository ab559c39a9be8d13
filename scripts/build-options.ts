import type { ModulePreloadOptions } from 'vite'

/**
 * Which imports Vite preloads, the same in the desktop renderer (electron.vite.config.ts) and the
 * web edition (vite.web.config.ts): the page's first chunks, from index.html, but not a lazy
 * chunk's own imports. Vite's helper scanned every <link> of the page and added one per import at
 * each first load of a view, 8-10 ms of the task that opens a game (issue 34, item 6). From disk,
 * or a game server nearby, the imports a chunk names load as fast as a preload would. Its CSS is
 * still loaded before it runs.
 */
export const MODULE_PRELOAD: ModulePreloadOptions = {
  resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
}

/**
 * zod and shared/zod-jitless.ts in one chunk, in both renderers: whichever chunk builds a schema
 * first imports this one, so jitless mode is on before any schema exists, however the rest is split
 * (no `new Function` probe, no CSP violation; see shared/zod-jitless.ts).
 */
export const ZOD_CHUNK = { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]shared[\\/]zod-jitless\.ts$/ }
