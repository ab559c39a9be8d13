import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { swish } from '../../../shared/games/swish/index.js'
import { makeRand } from '../../../shared/engine/rng.js'
import { replay } from '../../../shared/engine/session.js'
import { chainOverlapsItself, chainsOverlap } from '../../../shared/games/swish/fish.js'
import { hasMessage } from '../../../shared/i18n/index.js'
import type { SwishAction, SwishState } from '../../../shared/games/swish/types.js'

/** far above the longest game seen (a few hundred actions) */
const MAX_ACTIONS = 4000

function play(seats: number, seed: number, bots: ('random' | 'heuristic')[]) {
  const rand = makeRand(seed)
  const states: SwishState[] = [swish.setup(swish.defaultScenario, seats, seed)]
  const actions: SwishAction[] = []
  let s = states[0]
  while (swish.toAct(s) !== null && actions.length < MAX_ACTIONS) {
    const seat = swish.toAct(s)!
    const a = swish.bots[bots[seat % bots.length]](s, rand)
    const why = swish.explain(s, a)
    if (why) throw new Error(`bot chose an illegal action ${JSON.stringify(a)}: ${why.key}`)
    s = swish.apply(s, a)
    actions.push(a)
    states.push(s)
  }
  return { states, actions }
}

const allBones = (s: SwishState) =>
  s.pond.length + s.fish.reduce((n, f) => n + (f ? f.c.length : 0), 0) + s.sick.reduce((n, x) => n + x.length, 0)

/** every action shape with values around the legal ones */
function probes(s: SwishState): SwishAction[] {
  const out: SwishAction[] = [{ t: 'stop' }, { t: 'pass' }]
  for (let deg = -s.limit - 1; deg <= s.limit + 1; deg++) out.push({ t: 'step', deg })
  for (const id of [0, 5, 31, 40]) out.push({ t: 'eat', fish: id })
  for (const b of s.pond.slice(0, 6))
    for (let slot = 0; slot < s.slots.length + 1; slot++) out.push({ t: 'pick', bone: b.id, slot })
  return out
}

const key = (a: SwishAction) => JSON.stringify(a)

describe('random games (property tests)', () => {
  it('end, conserve bones, never end a turn on another fish, and replay exactly from their angles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 1e6 }), (seats, seed) => {
        const { states, actions } = play(seats, seed, ['random'])
        const last = states[states.length - 1]
        expect(swish.toAct(last)).toBeNull()
        expect(swish.result(last)).toHaveLength(seats)
        const pondAtStart = swish.defaultScenario.board.fish.length
        for (const s of states) {
          // the head bones come from the box, not the pond
          expect(allBones(s)).toBe(pondAtStart + s.fish.filter(Boolean).length)
          if (s.phase === 'setup' || s.steps > 0 || s.phase === 'eat') continue
          const fish = s.fish.map((f) => f!)
          for (let i = 0; i < fish.length; i++) {
            expect(chainOverlapsItself(fish[i].p)).toBe(false)
            for (let j = 0; j < i; j++) expect(chainsOverlap(fish[i].p, fish[j].p)).toBe(false)
            for (let k = 0; k < fish[i].p.length; k += 2)
              expect(Math.hypot(fish[i].p[k], fish[i].p[k + 1])).toBeLessThanOrEqual(s.table)
            fish[i].c.forEach((c, k) => expect(c).not.toBe(fish[i].c[(k + 1) % fish[i].c.length]))
          }
        }
        const again = replay(swish, swish.defaultScenario, seats, seed, actions)
        expect(again.error).toBeNull()
        expect(JSON.stringify(again.states[again.states.length - 1])).toBe(JSON.stringify(last))
      }),
      { numRuns: 12, seed: 6 },
    )
  })

  it('legalActions lists exactly the actions explain accepts, and every reason has a text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 1e6 }), (seats, seed) => {
        const { states } = play(seats, seed, ['heuristic', 'random'])
        states.forEach((s, i) => {
          if (swish.toAct(s) !== null && i % 5 !== 0 && s.phase === 'swim') return
          const legal = new Set(swish.legalActions(s).map(key))
          for (const a of probes(s)) {
            const why = swish.explain(s, a)
            expect(why === null, `${key(a)} in state ${i}`).toBe(legal.has(key(a)))
            if (why) {
              expect(hasMessage('en', why.key), why.key).toBe(true)
              expect(swish.actionSchema.safeParse(a).success).toBe(true)
            }
          }
          for (const a of legal) expect(swish.explain(s, JSON.parse(a) as SwishAction)).toBeNull()
          if (swish.toAct(s) !== null) {
            expect(legal.size).toBeGreaterThan(0)
            const line = swish.describe(s, swish.legalActions(s)[0])
            expect(hasMessage('en', line.key), line.key).toBe(true)
          }
        })
      }),
      { numRuns: 4, seed: 6 },
    )
  })

  it('the heuristic bot plays legal moves to the end at every table size', () => {
    for (const seats of [2, 3, 4]) {
      const { states } = play(seats, 40 + seats, ['heuristic'])
      expect(swish.toAct(states[states.length - 1])).toBeNull()
    }
  })
})

describe('the playout policy', () => {
  it('plays legal moves to the end', () => {
    for (const seats of [2, 3]) {
      const rand = makeRand(seats)
      let s = swish.setup(swish.defaultScenario, seats, seats)
      let k = 0
      while (swish.toAct(s) !== null && k < MAX_ACTIONS) {
        const a = swish.playout!(s, rand)
        expect(swish.explain(s, a)).toBeNull()
        s = swish.apply(s, a)
        k++
      }
      expect(swish.toAct(s)).toBeNull()
    }
  })
})
