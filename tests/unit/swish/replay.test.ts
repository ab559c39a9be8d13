import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeRand } from '../../../shared/engine/rng.js'
import { replay } from '../../../shared/engine/session.js'
import { loadSave } from '../../../shared/formats/loadFile.js'
import { swish } from '../../../shared/games/swish/index.js'
import { vouch } from '../../../shared/games/swish/vouch.js'
import type { SwishAction, SwishState } from '../../../shared/games/swish/types.js'
import { longGame, saveText } from '../../../scripts/bench/swish-saves.js'

/** the same game without the replay shortcut: every action explained alone */
const plain = { ...swish, vouch: undefined }

function play(seats: number, seed: number) {
  const rand = makeRand(seed)
  const states: SwishState[] = [swish.setup(swish.defaultScenario, seats, seed)]
  const actions: SwishAction[] = []
  let s = states[0]
  while (swish.toAct(s) !== null && actions.length < 4000) {
    const a = swish.bots.random(s, rand)
    s = swish.apply(s, a)
    actions.push(a)
    states.push(s)
  }
  return { states, actions }
}

describe('replaying a recorded log: a turn that ended legally vouches for its steps', () => {
  it('vouches only for actions that explain accepts, and for every step of each finished turn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 1e6 }), (seats, seed) => {
        const { states, actions } = play(seats, seed)
        for (let i = 0; i < actions.length; i++) {
          const n = vouch(states[i], actions, i)
          for (let k = i; k < i + n; k++) expect(swish.explain(states[k], actions[k]), `action ${k}`).toBeNull()
          // a turn's first step, the turn recorded to its end: all its steps are vouched for
          const s = states[i]
          if (s.phase === 'swim' && s.steps === 0 && actions[i].t === 'step') {
            let k = i
            while (
              actions[k].t === 'step' &&
              states[k + 1].seat === s.seat &&
              states[k + 1].phase === 'swim' &&
              states[k + 1].steps > 0
            )
              k++
            const steps = actions[k].t === 'step' ? k - i + 1 : k - i
            expect(n, `turn from action ${i}`).toBe(steps)
          }
        }
      }),
      { numRuns: 6, seed: 14 },
    )
  })

  it('a log with one action changed stops at the same action, for the same reason, as explaining each action', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: -200, max: 200 }),
        (seed, at, deg) => {
          const { actions } = play(2, seed)
          const bad = actions.slice()
          const i = 2 + (at % (bad.length - 2))
          const kinds: SwishAction[] = [{ t: 'step', deg }, { t: 'stop' }, { t: 'pass' }, { t: 'eat', fish: 3 }]
          bad[i] = kinds[at % kinds.length]
          const fast = replay(swish, swish.defaultScenario, 2, seed, bad)
          const slow = replay(plain, swish.defaultScenario, 2, seed, bad)
          expect(fast.error).toEqual(slow.error)
          expect(fast.states.length).toBe(slow.states.length)
          expect(JSON.stringify(fast.states[fast.states.length - 1])).toBe(
            JSON.stringify(slow.states[slow.states.length - 1]),
          )
        },
      ),
      { numRuns: 20, seed: 14 },
    )
  })

  it('a log cut in the middle of a turn vouches for none of that turn, and still replays', () => {
    const { states, actions } = play(2, 77)
    // a turn's first step followed by another step of the same turn
    const mid = states.findIndex(
      (s, k) =>
        k > 2 && s.phase === 'swim' && s.steps === 0 && states[k + 2]?.seat === s.seat && states[k + 2].steps === 2,
    )
    expect(mid).toBeGreaterThan(0)
    const cut = actions.slice(0, mid + 2)
    expect(vouch(states[mid], actions, mid)).toBeGreaterThanOrEqual(2)
    expect(vouch(states[mid], cut, mid)).toBe(0)
    const r = replay(swish, swish.defaultScenario, 2, 77, cut)
    expect(r.error).toBeNull()
    expect(r.states).toHaveLength(mid + 3)
  })

  it('a long legal save (the lazy swimmers at the default limit: thousands of actions) opens in full with the real loader', () => {
    // the 20,000-action saves (limit 160) take half a minute to make: scripts/bench/swish-geometry.ts times them
    const scenario = structuredClone(swish.defaultScenario)
    scenario.rules.stallRounds = 100
    const actions = longGame(scenario, 2, 502)
    expect(actions.length).toBeGreaterThan(5000)
    const loaded = loadSave(saveText(scenario, 2, 502, actions))
    expect(loaded.ok).toBe(true)
    if (!loaded.ok) return
    expect(loaded.value.stoppedAt).toBeNull()
    expect(loaded.value.replayed.states).toHaveLength(actions.length + 1)
  }, 120_000)

  it('the same save with an illegal step is refused at that action with its path and reason', () => {
    const scenario = structuredClone(swish.defaultScenario)
    scenario.rules.stallRounds = 100
    const actions = longGame(scenario, 2, 501, 3000)
    const i = actions.findIndex((a, k) => k > 1000 && a.t === 'step')
    const bad = actions.slice()
    bad[i] = { t: 'step', deg: 91 }
    const loaded = loadSave(saveText(scenario, 2, 501, bad))
    expect(loaded.ok).toBe(true)
    if (!loaded.ok) return
    expect(loaded.value.stoppedAt).toEqual({
      path: `actions[${i}]`,
      reason: {
        key: 'format.stoppedAt',
        params: { n: i + 1 },
        cause: { key: 'swish.why.beyondLimit', params: { limit: 90 } },
      },
    })
    expect(loaded.value.replayed.states).toHaveLength(i + 1)
  })
})
