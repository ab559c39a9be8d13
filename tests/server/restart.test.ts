import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { BaseState, GameModule } from '../../shared/engine/types.js'
import { makeRand } from '../../shared/engine/rng.js'
import { stateHash } from '../../shared/net/hash.js'
import type { AcceptedMessage } from '../../shared/net/protocol.js'
import { autoPlay, Table, until, watch } from './harness.js'
import { kill, startChild, type ChildServer } from './child.js'

const randomMove = (seed: number) => {
  const rand = makeRand(seed)
  return (game: GameModule, state: BaseState) => game.bots.random(state, rand)
}
const over = (t: Table) => t.state !== null && t.game?.toAct(t.state) === null

describe('a server killed with SIGKILL', () => {
  const servers: ChildServer[] = []
  afterAll(() => Promise.all(servers.map(kill)))

  it('starts again where it was: same code, seats, log and hashes; the players take their seats back and finish', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'asobiba-restart-'))
    const first = await startChild({ DATA_DIR: dataDir })
    servers.push(first)
    const host = await Table.create(first.endpoint, { game: 'exxtra', seats: 3 })
    await until(host, () => host.you?.host === true)
    host.sit(0, 'Aya', '#c0392b')
    const b = await Table.join(first.endpoint, host.code)
    await until(b, () => b.lobby !== null)
    b.sit(1, 'Ben', '#2980b9')
    host.setBot(2, 'normal')
    await until(host, () => host.lobby?.seats.every((s) => s.status !== 'free') === true && b.you?.seatToken != null)
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
})
