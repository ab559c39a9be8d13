import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadSave } from '../../../shared/formats/loadFile.js'
import { GAMES } from '../../../shared/games/registry.js'
import { makeRand } from '../../../shared/engine/rng.js'
import type { GameModule } from '../../../shared/engine/types.js'

/** games per game module: hundreds in CI, more under `npm run fuzz` */
const GAMES_PER = Number(process.env.FUZZ_RUNS ? 2000 : 100)
const MAX_ACTIONS = 4000
/**
 * Games per test. A test of BATCH games takes about 4 s on one idle core of the 2-core build
 * machine (Recess!, the slowest); `npm run fuzz` runs this file next to the loader fuzzing, so
 * each test gets well under half a core: 250 games stay far inside the 60 s timeout.
 */
const BATCH = 250
/**
 * One game in four is played by the heuristic bots, the rest by random ones: the heuristics
 * are the slow part (Recess!'s takes 7 times as long per game as random play), and random games
 * already reach every kind of action.
 */
const heuristicGame = (g: number) => g % 4 === 3

/** a hash of a state that does not depend on key order */
function canonicalHash(v: unknown): string {
  const canon = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(canon)
      : x && typeof x === 'object'
        ? Object.fromEntries(
            Object.keys(x)
              .sort()
              .map((k) => [k, canon((x as Record<string, unknown>)[k])]),
          )
        : x
  return createHash('sha256')
    .update(JSON.stringify(canon(v)))
    .digest('hex')
}

describe('determinism at scale: bot games saved, serialised, loaded and replayed reach the same state', () => {
  for (const game of Object.values<GameModule>(GAMES)) {
    for (let from = 0; from < GAMES_PER; from += BATCH) {
      const to = Math.min(GAMES_PER, from + BATCH)
      it(`${game.id}: games ${from + 1}–${to} of ${GAMES_PER}`, { timeout: 60_000 }, () => {
        const sc = game.defaultScenario
        for (let g = from; g < to; g++) {
          const seats = sc.players.min + (g % (sc.players.max - sc.players.min + 1))
          const seed = g * 7919 + 1
          const rand = makeRand(seed)
          let s = game.setup(sc, seats, seed)
          const actions = []
          while (game.toAct(s) !== null && actions.length < MAX_ACTIONS) {
            const a = heuristicGame(g) ? game.bots.heuristic(s, rand) : game.bots.random(s, rand)
            actions.push(a)
            s = game.apply(s, a)
          }
          const text = JSON.stringify({
            format: 'asobiba.save',
            version: 1,
            scenario: sc,
            seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, colour: '#00000' + i })),
            seed,
            actions,
            cursor: actions.length,
            savedAt: new Date(0).toISOString(),
          })
          const loaded = loadSave(text)
          expect(loaded.ok).toBe(true)
          if (!loaded.ok) return
          expect(loaded.value.stoppedAt).toBeNull()
          expect(canonicalHash(loaded.value.replayed.states.at(-1))).toBe(canonicalHash(s))
        }
      })
    }
  }
})
