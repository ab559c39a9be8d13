import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import { uiFontPlugin } from './scripts/ui-font.js'
import { MODULE_PRELOAD, ZOD_CHUNK } from './scripts/build-options.js'

const root = import.meta.dirname

/**
 * Three builds into out/: main (ESM, as package.json says "type": "module"; with it the game
 * server's utility process, out/main/server.js, and its bot thread), the preload (one
 * self-contained CommonJS file, out/preload/preload.cjs: a sandboxed preload can require nothing
 * but `electron`, so zod and shared/ are bundled into it) and the renderer (the same Vue app as
 * the web edition, vite.web.config.ts; keep `resolve` and `worker` in step with it).
 */
export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      // zod is bundled too, so the packaged app needs no node_modules (electron-builder.yml)
      externalizeDeps: false,
      rolldownOptions: {
        input: {
          index: resolve(root, 'src-main/index.ts'),
          // the game server's utility process (src-main/hosting.ts) and its bot thread (src-server/bots.ts)
          server: resolve(root, 'src-server/utility.ts'),
          'bot.worker': resolve(root, 'src-server/bot.worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: { preload: resolve(root, 'src-main/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    publicDir: false,
    plugins: [vue(), uiFontPlugin(root)],
    define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
    worker: { format: 'es' },
    build: {
      outDir: resolve(root, 'out/renderer'),
      // electron-vite leaves the renderer unminified by default: minified, the page parses less at start
      minify: true,
      chunkSizeWarningLimit: 2000,
      // the page's first chunks preloaded, not a lazy chunk's own imports (scripts/build-options.ts)
      modulePreload: MODULE_PRELOAD,
      // scripts/bench/bundle.ts reads it to tell the initial chunks from the lazy ones
      manifest: true,
      rolldownOptions: {
        input: { index: resolve(root, 'src-renderer/index.html') },
        output: { codeSplitting: { groups: [ZOD_CHUNK] } },
      },
    },
  },
})
