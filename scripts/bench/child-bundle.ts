/**
 * scripts/bench/child.ts bundled for production, as the app ships its code (Vite, one module,
 * NODE_ENV=production): what every benchmark process runs, both engines alike, as the browser
 * benchmark bundles them (scripts/bench/browser.ts). It matters most to a cold start: run module by
 * module through tsx, our first search's first second of CPU did 0.52–0.99 (median 0.94) of the
 * bundle's iterations, 6 paired runs (2026-11-29, docs/PERFORMANCE.md). boardgame.io and immer are
 * bundled too, so that boardgame.io and its wrapper (peer.ts) share one immer.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** a Vite build for production with no config file: what the benchmarks' bundles share */
export const PRODUCTION = {
  configFile: false,
  logLevel: 'error',
  mode: 'production',
  define: { 'process.env.NODE_ENV': '"production"' },
} as const

/** builds the bundle (into node_modules/.cache, so that its packages resolve) and returns its path */
export async function bundleChild(): Promise<string> {
  const outDir = join(root, 'node_modules', '.cache', 'asobiba-bench')
  await build({
    ...PRODUCTION,
    root,
    ssr: { noExternal: true },
    build: {
      ssr: fileURLToPath(new URL('./child.ts', import.meta.url)),
      outDir,
      emptyOutDir: true,
      minify: true,
      target: 'node20',
      rollupOptions: { output: { format: 'esm', entryFileNames: 'child.mjs' } },
    },
  })
  return join(outDir, 'child.mjs')
}
