import { startServer, type RunningServer } from './server.js'

/**
 * The game server as a child of the desktop app: the entry of the Electron utility process that
 * "Play online → Host" starts (src-main/hosting.ts), never the renderer. It waits for the parent's
 * orders on its message port and answers each one:
 *
 *   parent → server: `host {port, host, dataDir, allowedOrigins, webDir?}`, `stop`
 *   server → parent: `hosting {port}`, `failed {code, message}`, `stopped`
 *
 * In Electron the port is `process.parentPort`; under plain Node (`fork` with an IPC channel, as
 * tests do) it is `process.send`/`process.on('message')`, wrapped to look the same.
 */
export type ToServer =
  | { type: 'host'; port: number; host: string; dataDir: string; allowedOrigins: string[]; webDir?: string }
  | { type: 'stop' }
export type FromServer =
  { type: 'hosting'; port: number } | { type: 'failed'; code: string; message: string } | { type: 'stopped' }

/** the part of Electron's `process.parentPort` used here */
export interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown
  postMessage(message: FromServer): void
}

export function serveParent(parent: ParentPort): void {
  let server: RunningServer | null = null
  let busy: Promise<void> = Promise.resolve()
  const handle = async (order: ToServer) => {
    if (order.type === 'stop') {
      await server?.stop()
      server = null
      parent.postMessage({ type: 'stopped' })
      return
    }
    if (server) return parent.postMessage({ type: 'hosting', port: server.port })
    try {
      server = await startServer({
        port: order.port,
        host: order.host,
        dataDir: order.dataDir,
        allowedOrigins: order.allowedOrigins,
        webDir: order.webDir,
      })
      parent.postMessage({ type: 'hosting', port: server.port })
    } catch (err) {
      const e = err as NodeJS.ErrnoException
      parent.postMessage({ type: 'failed', code: e.code ?? 'EUNKNOWN', message: String(e.message) })
    }
  }
  parent.on('message', ({ data }) => {
    busy = busy.then(() => handle(data as ToServer))
  })
}

/** Node's IPC channel (child_process.fork) dressed as Electron's parentPort */
function nodeParent(): ParentPort | null {
  if (!process.send) return null
  // a parent gone without a word (killed) leaves no server behind it; Electron ends its utility
  // processes with the app
  process.once('disconnect', () => process.exit(0))
  return {
    on: (_event, listener) => process.on('message', (data) => listener({ data })),
    postMessage: (message) => process.send!(message),
  }
}

const parent = (process as { parentPort?: ParentPort }).parentPort ?? nodeParent()
if (parent) serveParent(parent)
