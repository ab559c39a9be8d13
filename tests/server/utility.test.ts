import { fork } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { FromServer, ToServer } from '../../src-server/utility.js'
import { Table, until } from './harness.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * the entry's own answers: under Node, Colyseus's @pm2/io also talks on the IPC channel it finds
 * (`axm:*` messages); Electron's parentPort is the entry's alone
 */
const isReply = (m: unknown): m is FromServer =>
  ['hosting', 'failed', 'stopped'].includes((m as { type?: unknown } | null)?.type as string)

function startEntry() {
  return fork(join(root, 'src-server/utility.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
}

/**
 * The utility process's entry (what "Play online → Host" starts in the desktop app) under plain
 * Node: forked with an IPC channel in place of Electron's parentPort, it hosts on the port asked
 * (0: any free one), reports the port, serves a table there, and stops when told.
 */
describe('the hosting process', () => {
  it('hosts, reports its port, serves tables and stops on the parent’s orders', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'asobiba-utility-'))
    const child = startEntry()
    const replies: FromServer[] = []
    child.on('message', (m) => isReply(m) && replies.push(m))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    const order = (m: ToServer) => child.send(m)
    try {
      order({ type: 'host', port: 0, host: '127.0.0.1', dataDir, allowedOrigins: [] })
      await expect.poll(() => replies.length, { timeout: 30_000 }).toBe(1)
      const hosting = replies[0]
      if (hosting.type !== 'hosting') throw new Error(`not hosting: ${JSON.stringify(hosting)}`)
      const port = hosting.port
      expect(port).toBeGreaterThan(0)

      const table = await Table.create(`ws://127.0.0.1:${port}`, { game: 'exxtra', seats: 3 })
      await until(table, () => table.you?.host === true && table.state !== null)
      expect(table.code).toMatch(/^[\w-]{9,}$/)

      // a second process on the same port fails with the reason, and the first keeps serving
      const second = startEntry()
      const failed = new Promise<FromServer>((resolve) =>
        second.on('message', (m: unknown) => isReply(m) && resolve(m)),
      )
      second.send({ type: 'host', port, host: '127.0.0.1', dataDir, allowedOrigins: [] } satisfies ToServer)
      expect(await failed).toMatchObject({ type: 'failed', code: 'EADDRINUSE' })
      second.kill()

      order({ type: 'stop' })
      await expect.poll(() => replies.at(-1)?.type, { timeout: 30_000 }).toBe('stopped')
      await until(table, () => table.room.connection.isOpen === false)
    } finally {
      child.kill()
      await exited
    }
  })
})
