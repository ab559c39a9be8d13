import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadSave } from '../../../shared/formats/load.js'
import { GAMES } from '../../../shared/games/registry.js'
import { makeRand } from '../../../shared/engine/rng.js'
import type { GameModule } from '../../../shared/engine/types.js'

/** games per game module: hundreds in CI, more under `npm run fuzz` */
const GAMES_PER = Number(process.env.FUZZ_RUNS ? 2000 : 200)
const MAX_ACTIONS = 4000

/** a hash of a state that does not depend on key order */
function canonicalHash(v: unknown): string {
  const canon = (x: unknown): unknown =>
    Array.isArray(x) ? x.map(canon)
      : x && typeof x === 'object'
        ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, canon((x as Record<string, unknown>)[k])]))
        : x
  return createHash('sha256').update(JSON.stringify(canon(v))).digest('hex')
}

describe('determinism at scale: bot games saved, serialised, loaded and replayed reach the same state', () => {
  for (const game of Object.values(GAMES) as GameModule[]) {
    it(`${game.id}: ${GAMES_PER} games`, () => {
      const sc = game.defaultScenario
      for (let g = 0; g < GAMES_PER; g++) {
        const seats = sc.players.min + (g % (sc.players.max - sc.players.min + 1))
        const seed = g * 7919 + 1
        const rand = makeRand(seed)
        let s = game.setup(sc, seats, seed)
        const actions = []
        while (game.toAct(s) !== null && actions.length < MAX_ACTIONS) {
          const a = g % 2 ? game.bots.heuristic(s, rand) : game.bots.random(s, rand)
          actions.push(a)
          s = game.apply(s, a)
        }
        const text = JSON.stringify({
          format: 'asobiba.save', version: 1, scenario: sc,
          seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, colour: '#00000' + i })),
          seed, actions, cursor: actions.length, savedAt: new Date(0).toISOString(),
        })
        const loaded = loadSave(text)
        expect(loaded.ok).toBe(true)
        if (!loaded.ok) return
        expect(loaded.value.stoppedAt).toBeNull()
        expect(canonicalHash(loaded.value.replayed.states.at(-1))).toBe(canonicalHash(s))
      }
    })
  }
})
