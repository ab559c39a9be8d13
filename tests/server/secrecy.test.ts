import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BaseAction, BaseState, GameModule } from '../../shared/engine/types.js'
import { applyDrawing } from '../../shared/engine/session.js'
import { GAMES } from '../../shared/games/registry.js'
import { stateHash } from '../../shared/net/hash.js'
import { publicState } from '../../shared/net/replica.js'
import { autoPlay, inProcessServer, Table, until, watch } from './harness.js'

/**
 * Chance stays on the server: what a client receives never holds the seed or the generator, and
 * two tables whose clients received byte for byte the same messages still roll differently next,
 * so nothing a client holds predicts a roll.
 */
const game: GameModule = GAMES.exxtra
/** every player: place on the highest rung it may, else roll (a fixed policy, so only the dice steer the game) */
const policy = (g: GameModule, s: BaseState): BaseAction => {
  const legal = g.legalActions(s)
  return legal.filter((a) => a.t === 'place').at(-1) ?? legal[0]
}
const ROLLS_SEEN = 2

/** with `seed`: what clients see up to the third roll (initial state, draws), that roll's draws, and every generator word */
function simulate(seed: number) {
  let state = game.setup(game.defaultScenario, 3, seed)
  const seen: unknown[] = [stateHash(publicState(state))]
  const words = new Set<number>([...(state.rng as { x: number[] }).x])
  let rolls = 0
  let next: number[] | null = null
  while (game.toAct(state) !== null) {
    const action = policy(game, state)
    const step = applyDrawing(game, state, action)
    if (!step.ok) throw new Error('policy chose an illegal action')
    if (action.t === 'roll' && rolls === ROLLS_SEEN && next === null) next = step.value.draws
    if (action.t === 'roll') rolls++
    if (rolls <= ROLLS_SEEN) seen.push(step.value.draws)
    state = step.value.state
    for (const w of (state.rng as { x: number[] }).x) words.add(w)
  }
  return { key: JSON.stringify(seen), next: next!, words }
}

/** two seeds whose first two rolls (and start) look the same to clients but whose third roll differs */
function twinSeeds(): [number, number] {
  const byKey = new Map<string, { seed: number; next: string }>()
  for (let seed = 1_592_653_589; seed < 1_592_753_589; seed++) {
    const { key, next } = simulate(seed)
    const twin = byKey.get(key)
    if (twin && twin.next !== JSON.stringify(next)) return [twin.seed, seed]
    byKey.set(key, { seed, next: JSON.stringify(next) })
  }
  throw new Error('no twin seeds')
}

/** every number anywhere in `value` */
function numbersIn(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') into.add(value)
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, into)
  return into
}

/** a place for every message a client receives, and the tap that fills it */
function capture() {
  const got: { type: string; message: unknown }[] = []
  const tap = (type: string, message: unknown) => got.push({ type, message: structuredClone(message) })
  return { got, tap }
}

describe('chance stays on the server', () => {
  const seeds = twinSeeds()
  const queue = [...seeds]
  let server: Awaited<ReturnType<typeof inProcessServer>>
  beforeAll(async () => {
    server = await inProcessServer(() => queue.shift()!)
  })
  afterAll(() => server.stop())

  /** a two-player table with seed `seeds[i]`, played to its end with the fixed policy */
  async function play() {
    const taps = [capture(), capture(), capture()]
    const host = await Table.create(server.endpoint, { game: 'exxtra', seats: 3 }, taps[0].tap)
    const tables = [
      host,
      await Table.join(server.endpoint, host.code, {}, taps[1].tap),
      await Table.join(server.endpoint, host.code, {}, taps[2].tap),
    ]
    const saw = taps.map((t) => t.got)
    for (const [seat, t] of tables.entries()) {
      t.sit(seat, `P${seat + 1}`, '#c0392b')
      await until(t, () => t.you?.seat === seat)
    }
    await until(host, () => host.lobby?.seats.every((s) => s.status === 'connected') === true)
    for (const t of tables) autoPlay(t, policy)
    host.start()
    const over = (t: Table) => t.state !== null && game.toAct(t.state) === null
    const seen = tables.map(watch)
    await until(
      host,
      () => tables.every(over),
      30_000,
      () => [tables.map((t) => t.log.length), seen, host.lobby],
    )
    for (const t of tables) await t.leave()
    return { host, saw, roomState: (host.room as { state?: unknown }).state }
  }

  it('two tables send the same bytes up to the third roll, then roll differently; no message holds the seed or the generator', async () => {
    const a = await play()
    const b = await play()
    const thirdRoll = a.host.log.filter((e) => e.action.t === 'roll')[ROLLS_SEEN]
    const masked = (saw: { type: string; message: unknown }[]) => {
      const upTo = saw.findIndex(
        (m) => m.type === 'accepted' && (m.message as { turn: number }).turn === thirdRoll.turn,
      )
      expect(upTo).toBeGreaterThan(0)
      return JSON.stringify(saw.slice(0, upTo)).replace(/"(seatToken|hostToken)":"[\w-]+"/g, '"$1":"…"')
    }
    for (const client of [0, 1, 2]) expect(masked(a.saw[client])).toBe(masked(b.saw[client]))
    const rollOf = (t: { host: Table }) => t.host.log.find((e) => e.turn === thirdRoll.turn)!.draws
    expect(rollOf(a)).not.toEqual(rollOf(b))
    expect(rollOf(a)).toEqual(simulate(seeds[0]).next)
    expect(rollOf(b)).toEqual(simulate(seeds[1]).next)

    for (const [i, run] of [a, b].entries()) {
      const { words } = simulate(seeds[i])
      expect(run.roomState ?? null).toBeNull()
      for (const saw of run.saw) {
        const text = JSON.stringify(saw)
        expect(text).not.toMatch(/"(x|rec|seed|drawn)":/)
        const numbers = numbersIn(saw)
        expect(numbers.has(seeds[i])).toBe(false)
        // a word under 2^16 (xoroshiro seeded from 32 bits starts with zero words) could be any count on the board
        expect([...words].filter((w) => Math.abs(w) >= 2 ** 16 && numbers.has(w))).toEqual([])
        const sync = saw.find((m) => m.type === 'sync')!.message as { initial: BaseState }
        expect(sync.initial.rng).toEqual({ script: [] })
      }
    }
  })
})
