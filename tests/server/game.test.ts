import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Scenario } from '../../shared/engine/types.js'
import { roomFileSchema } from '../../src-server/store.js'
import { replay } from '../../shared/engine/session.js'
import { GAMES } from '../../shared/games/registry.js'
import { stateHash } from '../../shared/net/hash.js'
import { autoPlay, over, randomMove, inProcessServer, Table, until, watch, ayaHosts, benAndABot } from './harness.js'

/** A table of Exxtra with two people and a Normal bot, played to its end over the network. */
async function table(server: Awaited<ReturnType<typeof inProcessServer>>, grace: number) {
  const host = await ayaHosts(server.endpoint, { game: 'exxtra', seats: 3, grace })
  return { host, b: await benAndABot(host, server.endpoint, 'normal') }
}

describe('a network game', () => {
  let server: Awaited<ReturnType<typeof inProcessServer>>
  beforeAll(async () => {
    server = await inProcessServer()
  })
  afterAll(() => server.stop())

  it('two players and a bot reach the end; every copy ends on the server’s hash, and the room file replays to it', async () => {
    const { host, b } = await table(server, 60)
    const spectator = await Table.join(server.endpoint, host.code)
    const seen = [host, b, spectator].map(watch)
    autoPlay(host, randomMove(1))
    autoPlay(b, randomMove(2))
    host.start()
    await until(
      spectator,
      () => [host, b, spectator].every(over),
      40_000,
      () => [
        host.log.length,
        b.log.length,
        spectator.log.length,
        host.game?.toAct(host.state!),
        seen.map((s) => [s.mismatches, s.refused]),
      ],
    )

    const last = host.log.at(-1)!
    expect(host.log.length).toBeGreaterThan(20)
    expect(new Set(host.log.map((e) => e.seat))).toEqual(new Set([0, 1, 2]))
    for (const t of [host, b, spectator]) {
      expect(t.log).toHaveLength(host.log.length)
      expect(stateHash(t.state!)).toBe(last.hash)
    }
    expect(seen.map((s) => s.mismatches)).toEqual([0, 0, 0])
    // a scripted player can outpace the rate limit (40 at once, 20 a second) on a fast machine;
    // autoPlay then sends again a little later (a person sees the message and tries again): no other refusal
    expect(seen.flatMap((s) => s.refused).filter((r) => r.reason.key !== 'net.tooFast')).toEqual([])
    expect(GAMES.exxtra.result(host.state as never)).not.toBeNull()

    const file = roomFileSchema.parse(
      JSON.parse(await readFile(join(server.dataDir, `${host.code}.room.json`), 'utf8')),
    )
    const replayed = replay(GAMES.exxtra, file.scenario as Scenario, 3, file.seed, file.actions)
    expect(replayed.error).toBeNull()
    expect(stateHash(replayed.states.at(-1)!)).toBe(last.hash)
    for (const t of [host, b, spectator]) await t.leave()
  })

  it('a dropped player sees the seat kept as "waiting" and takes it back within the grace time', async () => {
    const { host, b } = await table(server, 60)
    const seenHost = watch(host)
    host.start()
    await until(host, () => host.lobby?.started === true)
    const stopB = autoPlay(b, randomMove(3))
    const stopHost = autoPlay(host, randomMove(4))
    await until(host, () => host.log.length >= 6)
    stopB()
    const token = b.room.reconnectionToken
    await b.room.leave(false)
    await until(host, () => seenHost.lobby?.seats[1].status === 'waiting')

    const back = await Table.reconnect(server.endpoint, token)
    const seenBack = watch(back)
    await until(back, () => back.you?.seat === 1 && back.state !== null)
    await until(host, () => seenHost.lobby?.seats[1].status === 'connected')
    autoPlay(back, randomMove(5))
    await until(host, () => over(host) && over(back), 40_000)
    stopHost()
    expect(back.log).toHaveLength(host.log.length)
    expect(stateHash(back.state!)).toBe(host.log.at(-1)!.hash)
    expect(back.log.slice(6).some((e) => e.seat === 1)).toBe(true)
    expect([seenBack.mismatchList, seenHost.mismatchList, server.reports]).toEqual([[], [], []])
    await host.leave()
    await back.leave()
  })

  it('a host who drops and comes back within the grace time is host again; a spectator who joined meanwhile is not', async () => {
    const { host, b } = await table(server, 60)
    const seenB = watch(b)
    const token = host.room.reconnectionToken
    await host.room.leave(false)
    await until(b, () => seenB.lobby?.seats[0].status === 'waiting')
    // someone joins while the host is away: the room is not theirs to run
    const spectator = await Table.join(server.endpoint, host.code)
    await until(spectator, () => spectator.you !== null)
    expect(spectator.you?.host).toBe(false)

    const back = await Table.reconnect(server.endpoint, token)
    await until(back, () => back.you?.seat === 0)
    expect(back.you?.host).toBe(true)
    // and can run it: the host alone may start the game
    back.start()
    await until(b, () => b.lobby?.started === true)
    for (const t of [back, b, spectator]) await t.leave()
  })

  it('a host whose seat is given up when the grace time runs out is host no more: the next to join is', async () => {
    const { host, b } = await table(server, 1)
    const seenB = watch(b)
    await host.room.leave(false)
    await until(b, () => seenB.lobby?.seats[0].status === 'away', 10_000)
    const next = await Table.join(server.endpoint, host.code)
    await until(next, () => next.you !== null)
    expect(next.you?.host).toBe(true)
    for (const t of [b, next]) await t.leave()
  })

  it('when the grace time runs out the seat is "away"; the host hands it to a bot and the game ends', async () => {
    const { host, b } = await table(server, 1)
    const seenHost = watch(host)
    host.start()
    await until(host, () => host.lobby?.started === true)
    const token = b.you!.seatToken!
    await b.room.leave(false)
    await until(host, () => seenHost.lobby?.seats[1].status === 'away', 10_000)
    await expect(Table.join(server.endpoint, host.code, { seatToken: 'x'.repeat(24) })).rejects.toThrow(
      'net.badSeatToken',
    )
    host.setBot(1, 'easy')
    autoPlay(host, randomMove(6))
    await until(host, () => over(host), 40_000)
    expect(seenHost.lobby?.seats.map((s) => s.status)).toEqual(['connected', 'bot', 'bot'])
    await expect(Table.join(server.endpoint, host.code, { seatToken: token })).rejects.toThrow('net.badSeatToken')
    await host.leave()
  })
})
