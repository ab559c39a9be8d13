import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface ChildServer {
  child: ChildProcess
  endpoint: string
  port: number
  /** what `npm run server` printed on start */
  banner: string
  output: () => string
}

/** `npm run server`'s entry point in a child process (node + tsx), resolved once it listens */
export function startChild(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /listening on 127\.0\.0\.1:(\d+).*\n/.exec(out)
      if (!m) return
      child.stdout?.off('data', seen)
      const port = Number(m[1])
      resolve({ child, port, endpoint: `ws://127.0.0.1:${port}`, banner: m[0], output: () => out })
    }
    child.stdout?.on('data', seen)
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)))
  })
}

/** SIGKILL: no handler runs, nothing is flushed */
export function kill(server: ChildServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve()
    server.child.once('exit', () => resolve())
    server.child.kill('SIGKILL')
  })
}
