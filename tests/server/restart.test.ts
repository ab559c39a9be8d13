import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { stateHash } from '../../shared/net/hash.js'
import type { AcceptedMessage } from '../../shared/net/protocol.js'
import { autoPlay, over, randomMove, Table, until, watch, ayaHosts, benAndABot } from './harness.js'
import { freePort } from '../support/serverProcess.js'
import { kill, startChild, type ChildServer } from './child.js'

/**
 * A server child keeping its rooms in a new data folder, and a three-seat Exxtra room on it whose
 * host sits in seat 0 as Aya
 */
async function hostAt(servers: ChildServer[]) {
  const dataDir = await mkdtemp(join(tmpdir(), 'asobiba-restart-'))
  const first = await startChild({ DATA_DIR: dataDir })
  servers.push(first)
  const host = await ayaHosts(first.endpoint, { game: 'exxtra', seats: 3 })
  return { dataDir, first, host }
}

describe('a server killed with SIGKILL', () => {
  const servers: ChildServer[] = []
  afterAll(() => Promise.all(servers.map(kill)))

  it('starts again where it was: same code, seats, log and hashes; the players take their seats back and finish', async () => {
    const { dataDir, first, host } = await hostAt(servers)
    const b = await benAndABot(host, first.endpoint, 'normal')
    const tokens = { host: host.you!.seatToken!, hostToken: host.you!.hostToken!, b: b.you!.seatToken! }

    const closed = [watch(host), watch(b)]
    // the kill lands right after the 12th action reaches the host, while the next ones are on their way
    let seenAtKill: AcceptedMessage[] = []
    let killed!: () => void
    const dead = new Promise<void>((resolve) => (killed = resolve))
    host.on('played', () => {
      if (host.log.length === 12 && seenAtKill.length === 0) {
        seenAtKill = [...host.log]
        void kill(first).then(killed)
      }
    })
    autoPlay(host, randomMove(1))
    autoPlay(b, randomMove(2))
    host.start()
    await dead
    await until(host, () => closed.every((c) => c.closed !== null))
    const seenByClients = host.log.length >= b.log.length ? host.log : b.log

    const second = await startChild({ DATA_DIR: dataDir })
    servers.push(second)
    expect(second.banner).toContain('rooms resumed: 1')
    const host2 = await Table.join(second.endpoint, host.code, { seatToken: tokens.host, hostToken: tokens.hostToken })
    await until(host2, () => host2.state !== null && host2.you?.seat === 0 && host2.lobby !== null)
    expect(host2.you?.host).toBe(true)
    expect(host2.lobby?.seats.map((s) => s.status)).toEqual(['connected', 'away', 'bot'])
    expect(host2.log.length).toBeGreaterThanOrEqual(seenByClients.length)
    expect(host2.log.slice(0, seenByClients.length)).toEqual(seenByClients)
    expect(host2.log.slice(0, 12)).toEqual(seenAtKill)

    const b2 = await Table.join(second.endpoint, host.code, { seatToken: tokens.b })
    await until(b2, () => b2.state !== null && b2.you?.seat === 1)
    const seen = [watch(host2), watch(b2)]
    autoPlay(host2, randomMove(3))
    autoPlay(b2, randomMove(4))
    await until(host2, () => over(host2) && over(b2) && b2.log.length === host2.log.length, 40_000)
    expect(stateHash(host2.state!)).toBe(host2.log.at(-1)!.hash)
    expect(stateHash(b2.state!)).toBe(host2.log.at(-1)!.hash)
    expect(seen.map((s) => s.mismatches)).toEqual([0, 0])
    await host2.leave()
    await b2.leave()
  })

  it('a player trying to get back in while the server is still reading its rooms waits for them, and is not told the room is gone', async () => {
    const { dataDir, first, host } = await hostAt(servers)
    host.setBot(1, 'easy')
    host.setBot(2, 'easy')
    await until(host, () => host.lobby?.seats.every((s) => s.status !== 'free') === true && host.you?.seatToken != null)
    const seatToken = host.you!.seatToken!
    autoPlay(host, randomMove(5))
    host.start()
    await until(host, () => host.log.length >= 6)
    await kill(first)

    // many rooms to read again, so that resuming them takes a while: copies of this one, under new codes
    const [name] = (await readdir(dataDir)).filter((n) => n.endsWith('.room.json'))
    const text = await readFile(join(dataDir, name), 'utf8')
    const room = JSON.parse(text) as { roomId: string }
    for (let i = 0; i < 300; i++) {
      const roomId = `copy${String(i).padStart(4, '0')}`
      await writeFile(join(dataDir, `${roomId}.room.json`), JSON.stringify({ ...room, roomId }))
    }
    // the room read last (the server reads them in the order of their names)
    const last = (await readdir(dataDir))
      .filter((n) => n.endsWith('.room.json'))
      .sort()
      .at(-1)!
    const code = last.slice(0, -'.room.json'.length)

    const port = await freePort()
    const endpoint = `ws://127.0.0.1:${port}`
    const starting = startChild({ DATA_DIR: dataDir, PORT: String(port) })
    // as a player's app does: tries again while nothing answers, from before the server listens
    let back: Table | null = null
    let refusal: string | null = null
    while (!back && !refusal) {
      try {
        back = await Table.join(endpoint, code, { seatToken })
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        // nothing listens yet: try again; any other answer is the server's
        if (/ECONNREFUSED|fetch failed/.test(message)) await new Promise((resolve) => setTimeout(resolve, 5))
        else refusal = message
      }
    }
    const second = await starting
    servers.push(second)
    expect(second.banner).toContain('rooms resumed: 301')
    expect(refusal).toBeNull()
    await until(back!, () => back!.state !== null && back!.you?.seat === 0)
    expect(back!.log.length).toBeGreaterThanOrEqual(6)
    await back!.leave()
  })
})
