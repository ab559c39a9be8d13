import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeRand } from '../../shared/engine/rng.js'
import type { BaseState, GameModule, Scenario } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'
import { stateHash } from '../../shared/net/hash.js'
import type { TableTimer } from '../../shared/net/client.js'
import { autoPlay, inProcessServer, over, Table, until, watch, ayaHosts, benAndABot } from './harness.js'

/** a timer second of this server, in ms: a 10-second turn (the shortest Recess allows) runs out in 0.2 s */
const SECOND_MS = 20

const recess = (turnTimer: number): Scenario => {
  const base = GAMES.recess.defaultScenario
  return { ...base, rules: { ...base.rules, turnTimer } }
}

/**
 * The turn timer of the rules (Recess's `turnTimer`) is the server's: when a seat's time runs
 * out, the server plays the game's own `timeout` action for it (the turn ends where the pieces
 * stand); a client may not end its turn that way while time is left.
 */
describe('the turn timer over the network', () => {
  let server: Awaited<ReturnType<typeof inProcessServer>>
  beforeAll(async () => {
    server = await inProcessServer(undefined, SECOND_MS)
  })
  afterAll(() => server.stop())

  /** two people and an Easy bot */
  async function twoPlayers(turnTimer: number) {
    const a = await ayaHosts(server.endpoint, { game: 'recess', seats: 3, scenario: recess(turnTimer) })
    return { a, b: await benAndABot(a, server.endpoint, 'easy') }
  }

  it('plays the timeout for every seat that lets its time run out, and everyone sees whose time runs', async () => {
    const { a, b } = await twoPlayers(10)
    const seen = [a, b].map(watch)
    const timers: TableTimer[] = []
    b.on('timer', (t) => timers.push(t))
    expect(a.lobby?.turnTimer).toBe(10)
    a.start()
    await until(
      b,
      () => b.log.length >= 2,
      20_000,
      () => b.log,
    )
    expect(b.log.slice(0, 2).map((e) => [e.seat, e.action])).toEqual([
      [0, { t: 'timeout' }],
      [1, { t: 'timeout' }],
    ])
    expect(timers[0]).toMatchObject({ seat: 0, seconds: 10, running: true })
    expect(timers[0].remainingMs).toBeLessThanOrEqual(10 * SECOND_MS)
    expect(timers.some((t) => t.seat === 1 && t.running)).toBe(true)
    await until(a, () => a.log.length >= 2)
    expect(stateHash(a.state!)).toBe(a.log.at(-1)!.hash)
    expect(seen.map((s) => [s.mismatches, s.refused])).toEqual([
      [0, []],
      [0, []],
    ])
    await a.leave()
    await b.leave()
  })

  it('refuses a client’s own timeout while its time is not up, and plays nothing for it', async () => {
    const { a, b } = await twoPlayers(600)
    const seen = watch(a)
    a.start()
    await until(a, () => a.timer?.running === true)
    a.act({ t: 'timeout' })
    await until(a, () => seen.refused.length === 1)
    expect(seen.refused[0].reason).toMatchObject({ key: 'net.timeLeft' })
    const left = (seen.refused[0].reason.params as { seconds: number }).seconds
    expect(left).toBeGreaterThan(0)
    expect(left).toBeLessThanOrEqual(600)
    expect(a.log).toHaveLength(0)
    await a.leave()
    await b.leave()
  })

  it('when the game ends the clock stops, and its last word still says the rules’ turn length', async () => {
    const { a, b } = await twoPlayers(600)
    const timers: TableTimer[] = []
    a.on('timer', (t) => timers.push(t))
    const rand = makeRand(11)
    const normal = (game: GameModule, state: BaseState) => game.bots.heuristic(state, rand)
    autoPlay(a, normal)
    autoPlay(b, normal)
    a.start()
    await until(a, () => over(a), 60_000)
    await until(a, () => timers.at(-1)?.seat === null)
    expect(timers.at(-1)).toMatchObject({ seat: null, seconds: 600, running: false, remainingMs: 0 })
    expect(a.timer).toMatchObject({ seat: null, seconds: 600, running: false })
    await a.leave()
    await b.leave()
  })

  it('a game without a timer has none', async () => {
    const a = await Table.create(server.endpoint, { game: 'exxtra', seats: 3 })
    await until(a, () => a.timer !== null)
    expect(a.timer).toMatchObject({ seat: null, running: false })
    expect(a.lobby?.turnTimer).toBe(0)
    await a.leave()
  })
})
