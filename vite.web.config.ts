import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { uiFontPlugin } from './scripts/ui-font.js'
import { MODULE_PRELOAD, ZOD_CHUNK } from './scripts/build-options.js'

/**
 * The web edition talks to game servers on any host (network play: the address a player types,
 * or the one a join link names), over WebSocket and Colyseus's HTTP matchmaking. The page's CSP
 * (src-renderer/index.html, the desktop's own src-main/csp.ts) allows only 'self': here its
 * connect-src is widened to those schemes, for this build only.
 */
function gameServersCsp(): Plugin {
  return {
    name: 'asobiba-game-servers-csp',
    transformIndexHtml(html) {
      const widened = html.replace("connect-src 'self'", "connect-src 'self' ws: wss: http: https:")
      if (widened === html) throw new Error("index.html's CSP has no connect-src 'self' to widen")
      return widened
    },
  }
}

/** The web edition: the same renderer served to a browser, with the web bridge in place of the preload. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src-renderer'),
  base: './',
  publicDir: false,
  plugins: [vue(), uiFontPlugin(import.meta.dirname), gameServersCsp()],
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
  worker: { format: 'es' },
  build: {
    outDir: resolve(import.meta.dirname, 'dist-web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // the page's first chunks preloaded, not a lazy chunk's own imports (scripts/build-options.ts)
    modulePreload: MODULE_PRELOAD,
    // scripts/bench/bundle.ts reads it to tell the initial chunks from the lazy ones
    manifest: true,
    // zod and shared/zod-jitless.ts in one chunk (ZOD_CHUNK, scripts/build-options.ts)
    rolldownOptions: { output: { codeSplitting: { groups: [ZOD_CHUNK] } } },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: false },
})
