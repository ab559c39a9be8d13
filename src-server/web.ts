import type { IncomingMessage, ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { isInside } from '../src-main/library.js'

/**
 * The server's answer to every HTTP request that is not matchmaking: the built web edition
 * (`npm run web:build` → dist-web/) when it has one, so a web join link (`http://host:port/#join=…`)
 * opens in any browser with nothing installed; otherwise 404. GET and HEAD only; only files inside
 * the folder (no `..`, no escapes); the page brings its own CSP (a meta tag), which reaches
 * this server as `'self'`.
 */
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
}

export function webHandler(webDir: string | undefined) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const end = (status: number) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(status === 405 ? 'Method not allowed' : 'Not found')
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return end(405)
    if (!webDir) return end(404)
    let path: string
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://server').pathname).replace(/^\/+/, '') || 'index.html'
    } catch {
      return end(404)
    }
    const file = normalize(join(webDir, path))
    if (!isInside(webDir, file)) return end(404)
    try {
      if (!(await stat(file)).isFile()) return end(404)
      const body = await readFile(file)
      res.writeHead(200, {
        'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'X-Content-Type-Options': 'nosniff',
        'Content-Length': body.length,
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch {
      end(404)
    }
  }
}
