import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadSave, loadScenario } from '../../../shared/formats/loadFile.js'
import { GAMES } from '../../../shared/games/registry.js'
import { makeRand } from '../../../shared/engine/rng.js'
import type { GameModule, Scenario } from '../../../shared/engine/types.js'
import { serializeSave, summaryFromHead } from '../../../shared/formats/save.js'
import { describeSave, describeScenario } from '../../../shared/formats/library.js'
import type { SavedGame } from '../../../shared/formats/envelope.js'
import { mutate, mutationArb, RUNS } from './mutate.js'

const games = Object.values<GameModule>(GAMES)
/** a hostile file may take this long to be refused, at most (generous: CI machines are slow) */
const MAX_MS = 2000
/**
 * Cases per test: `npm run fuzz` runs 20,000 cases of a property as several tests of at most
 * this many, so that each stays far inside the 60 s timeout even when the 2-core machine is
 * shared (5,000 Kakekko scenario mutations take about 3 s on an idle core).
 */
const PER_TEST = 5000

/** the property's cases, split into tests of at most PER_TEST */
function batches(total: number): { label: string; runs: number }[] {
  const out: { label: string; runs: number }[] = []
  for (let from = 0; from < total; from += PER_TEST) {
    const runs = Math.min(PER_TEST, total - from)
    out.push({ label: total > PER_TEST ? ` (cases ${from + 1}–${from + runs} of ${total})` : '', runs })
  }
  return out
}

function unpolluted() {
  const probe: Record<string, unknown> = {}
  return probe.polluted === undefined && (Object.prototype as Record<string, unknown>).polluted === undefined
}

function expectOutcome(res: ReturnType<typeof loadScenario>) {
  if (!res.ok) {
    expect(res.problems.length).toBeGreaterThan(0)
    for (const p of res.problems) {
      expect(typeof p.path).toBe('string')
      expect(typeof p.reason.key).toBe('string')
    }
  }
}

function timed<T>(f: () => T): T {
  const t0 = performance.now()
  const out = f()
  expect(performance.now() - t0).toBeLessThan(MAX_MS)
  return out
}

function savedGame(game: GameModule, scenario: Scenario, seed: number, steps: number): unknown {
  const seats = Math.max(scenario.players.min, Math.min(3, scenario.players.max))
  let s = game.setup(scenario, seats, seed)
  const rand = makeRand(seed)
  const actions = []
  for (let i = 0; i < steps && game.toAct(s) !== null; i++) {
    const a = game.bots.random(s, rand)
    actions.push(a)
    s = game.apply(s, a)
  }
  // as the app writes it: the summary on the first line, then the game
  return JSON.parse(
    serializeSave({
      format: 'asobiba.save',
      version: 2,
      scenario,
      seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, colour: '#00000' + i })),
      seed,
      actions: actions as SavedGame['actions'],
      cursor: actions.length,
      savedAt: new Date(0).toISOString(),
    }),
  )
}

/** the mutated document, with its summary on the first line when it still has one, as the app writes it */
function serializeLike(text: string): string {
  const doc = JSON.parse(text) as Record<string, unknown>
  if (!doc || typeof doc !== 'object' || !('summary' in doc)) return text
  const { format, version, summary, ...rest } = doc
  return `${JSON.stringify({ format, version, summary }).slice(0, -1)},${JSON.stringify(rest, null, 1).slice(1)}`
}

describe('fuzzed loaders never throw, never hang, never pollute prototypes', () => {
  for (const { label, runs } of batches(RUNS)) {
    it(`arbitrary JSON as a scenario or a save${label}`, () => {
      fc.assert(
        fc.property(fc.jsonValue({ maxDepth: 6 }), (doc) => {
          const text = JSON.stringify(doc) ?? 'null'
          expectOutcome(timed(() => loadScenario(text)))
          expectOutcome(timed(() => loadSave(text)) as never)
          expect(unpolluted()).toBe(true)
        }),
        { numRuns: runs },
      )
    })

    it(`arbitrary strings${label}`, () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 300 }), (text) => {
          expectOutcome(timed(() => loadScenario(text)))
          expectOutcome(timed(() => loadSave(text)) as never)
        }),
        { numRuns: runs },
      )
    })

    it(`the listing describes any text, never throwing${label}`, () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 300 }),
            fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
          ),
          (text) => {
            for (const info of [describeSave(text), describeScenario(text)]) {
              expect(Object.keys(info)).toHaveLength(1)
            }
            const head = summaryFromHead(`{"format":"asobiba.save","version":2,"summary":${text},\n`)
            if (head) expect(head.seats.length).toBeGreaterThan(0)
          },
        ),
        { numRuns: runs },
      )
    })
  }

  for (const game of games) {
    for (const { label, runs } of batches(RUNS)) {
      it(`mutations of the built-in ${game.id} scenario${label}`, () => {
        fc.assert(
          fc.property(mutationArb, (ms) => {
            const doc = mutate(game.defaultScenario as never, ms)
            const res = timed(() => loadScenario(JSON.stringify(doc)))
            expectOutcome(res)
            expect(unpolluted()).toBe(true)
          }),
          { numRuns: runs },
        )
      })
    }

    const save = savedGame(game, game.defaultScenario, 11, 40)
    for (const { label, runs } of batches(Math.ceil(RUNS / 4))) {
      it(`mutations of a saved ${game.id} game${label}`, () => {
        fc.assert(
          fc.property(mutationArb, (ms) => {
            const doc = mutate(save as never, ms)
            const text = JSON.stringify(doc)
            const res = timed(() => loadSave(text))
            expectOutcome(res as never)
            // what the Continue list says of it: a summary, or damaged with a reason
            const info = timed(() => describeSave(serializeLike(text)))
            expect('save' in info || 'damaged' in info).toBe(true)
            expect(unpolluted()).toBe(true)
          }),
          { numRuns: runs },
        )
      })
    }
  }
})
