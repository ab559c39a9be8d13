import { fork } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerProcess } from '../../src-main/hosting.js'

/**
 * The game server "Play online → Host" starts, where no Electron exists: src-server/utility.ts
 * (the utility process's own entry) forked under Node with tsx, dressed as the utility process
 * src-main/hosting.ts talks to; and the ports the tests host on.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))

/** src-server/utility.ts under Node, dressed as the utility process main talks to */
export function nodeServerProcess(): ServerProcess {
  const child = fork(join(root, 'src-server/utility.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  })
  return {
    postMessage: (m) => child.send(m),
    on: (event: 'message' | 'exit', listener: (x: never) => void) =>
      child.on(event, listener as (...args: unknown[]) => void),
    kill: () => child.kill(),
  }
}

/** a port nothing listens on now, as the OS hands one out */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** whether a game server answers on `port` of this machine (false once the connection is refused) */
export const listening = (port: number) =>
  fetch(`http://127.0.0.1:${port}/matchmake/`, { method: 'OPTIONS' }).then(
    () => true,
    () => false,
  )
