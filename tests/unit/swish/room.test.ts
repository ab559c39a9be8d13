import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { swish } from '../../../shared/games/swish/index.js'
import { fanAt, needOf } from '../../../shared/games/swish/search/children.js'
import { Chain, canEnd, CUT, tryEnd, YES } from '../../../shared/games/swish/search/index.js'
import { roomDead, roomNeeded } from '../../../shared/games/swish/search/room.js'
import { SEARCH } from '../../../shared/games/swish/search/watch.js'
import { freshBoneProblem, midTurnProblem, Placing, stepJoints, touchesAny } from '../../../shared/games/swish/fish.js'
import { segDist } from '../../../shared/games/swish/geometry.js'
import { DEAD_END, legalSteps, stepProblem } from '../../../shared/games/swish/rules.js'
import type { Fish, SwishState } from '../../../shared/games/swish/types.js'
import { cases } from '../../support/cases.js'

/** the room bound's questions (search/room.ts), asked directly of a state's search */
class Probe {
  readonly chain: Chain
  private readonly front: number[]

  constructor(state: SwishState) {
    this.chain = new Chain(state)
    this.front = (state.fish[state.seat] as Fish).p
  }

  get need0(): number {
    return this.chain.need0
  }

  get lastArea(): number {
    return this.chain.lastArea
  }

  /** at the state's own node s0, with the need of the bones placed before it */
  here(): boolean {
    return roomDead(this.chain, this.chain.scratch, this.chain.s0, this.chain.need0)
  }

  /** after the step `deg` from the state (it places legally, does not end the turn): need or null */
  needAfter(deg: number): number | null {
    const c = this.chain
    const fan = fanAt(c, c.scratch, c.s0)
    const i = deg + c.L
    if (fan.code[i] !== Placing.Fine || fan.touch[i] || c.s0 + 1 >= c.k) return null
    const need = Math.max(c.need0, needOf(c, fan, i))
    return need > c.s0 + 1 ? need : null
  }

  /** the question the search (search/end.ts) asks after the step `deg`, with its need M */
  after(deg: number, M: number): boolean {
    const c = this.chain
    const q = stepJoints(this.front, deg)
    c.qx[c.s0 + 1] = q[0]
    c.qy[c.s0 + 1] = q[1]
    return roomDead(c, c.scratch, c.s0 + 1, M)
  }

  /** the room bound's least area for n bones */
  least(n: number): number {
    return roomNeeded(this.chain, n)
  }
}

/** exact answers without the room bound (the search as it was) */
function withoutRoom<T>(f: () => T): T {
  SEARCH.room = false
  try {
    return f()
  } finally {
    SEARCH.room = true
  }
}

describe('the room bound (search/room.ts) refuses only dead ends', () => {
  it('two neighbouring bones turned by at most 90° share at most πr² + r²(tan(ω/2) − ω/2) of their sausages', () => {
    const r = 0.195,
      h = 0.004
    for (const deg of [0, 30, 60, 89, 90]) {
      const w = (deg * Math.PI) / 180
      // bone A from (−1, 0) to (0, 0), bone B from (0, 0) turned by ω
      const bx = Math.cos(w),
        by = Math.sin(w)
      let shared = 0
      for (let x = -1.3; x <= 1.3; x += h) {
        for (let y = -1.3; y <= 1.3; y += h) {
          if (segDist(x, y, x, y, -1, 0, 0, 0) <= r && segDist(x, y, x, y, 0, 0, bx, by) <= r) shared += h * h
        }
      }
      const bound = Math.PI * r * r + r * r * (Math.tan(w / 2) - w / 2)
      expect(shared, `${deg}°`).toBeLessThanOrEqual(bound + 0.002)
      expect(shared, `${deg}°`).toBeGreaterThan(bound - 0.01)
    }
  })
})

const stuck = JSON.parse(
  readFileSync(new URL('../../../scripts/bench/fixtures/swish-stuck-218.json', import.meta.url), 'utf8'),
) as SwishState

/**
 * Pockets with and without a way out: the stuck position with the other fish shortened at its
 * front or its tail (its ring opened, or not) and the turn's length cut, then `least` to
 * `least` + 2 random steps that place legally and do not end the turn.
 */
function pocket(seed: number, least = 3): SwishState | null {
  const rand = makeRand(seed)
  const other = stuck.fish[1] as Fish
  const front = rand.int(3),
    tail = rand.int(4)
  const bones = other.c.length - front - tail
  const cut: Fish = { c: other.c.slice(front, front + bones), p: other.p.slice(2 * front, 2 * (front + bones + 1)) }
  let s: SwishState = { ...structuredClone(stuck), fish: [structuredClone(stuck.fish[0]), cut] }
  s.len = 10 + rand.int(9)
  for (let n = least + rand.int(3); n > 0; n--) {
    const p = (s.fish[0] as Fish).p
    const ok: number[] = []
    for (let deg = -s.limit; deg <= s.limit; deg++) {
      const q = stepJoints(p, deg)
      if (freshBoneProblem(s, 0, q, s.steps + 1) === Placing.Fine && !touchesAny(s, q)) ok.push(deg)
    }
    if (!ok.length || s.steps + 1 >= s.len) return null
    s = swish.apply(s, { t: 'step', deg: ok[rand.int(ok.length)] })
  }
  return s
}

/**
 * The slow model (tests/unit/swish/helpers.ts, canEndSlowly) with a node budget: null when it
 * runs out.
 */
function endsSlowly(s: SwishState, p: number[], done: number, left: { nodes: number }): boolean | null {
  if (--left.nodes < 0) return null
  for (let deg = -s.limit; deg <= s.limit; deg++) {
    const q = stepJoints(p, deg)
    if (freshBoneProblem(s, s.seat, q, done + 1) !== Placing.Fine) continue
    if (midTurnProblem(s, q, done + 1) === Placing.Fine) return true
    const ends = done + 1 >= s.len || touchesAny(s, q)
    if (ends) continue
    const more = endsSlowly(s, q, done + 1, left)
    if (more !== false) return more
  }
  return false
}

describe('the stuck position (scripts/bench/fixtures/swish-stuck-218.json, game 564 decision 218)', () => {
  const state = stuck

  it('in pockets like it, every "no room" is a dead end of the slow model (every whole degree at every step)', () => {
    let dead = 0,
      proved = 0,
      open = 0
    for (let seed = 1000; seed < 1000 + cases(80, 300); seed++) {
      const s = pocket(seed, 5)
      if (!s) continue
      const probe = new Probe(s)
      if (probe.need0 <= s.steps + 1) continue
      const left = { nodes: 1500 }
      const slow = endsSlowly(s, (s.fish[0] as Fish).p, s.steps, left)
      if (slow === null) continue
      if (slow) open++
      else dead++
      if (probe.here()) {
        proved++
        expect(slow, `seed ${seed}`).toBe(false)
      }
    }
    console.log(`pockets (slow model): ${proved} of ${dead} dead ends proved by the room bound; ${open} with a way out`)
    expect(open).toBeGreaterThan(5)
    expect(proved).toBeGreaterThan(dead / 5)
  })

  it('in pockets like it, with and without a way out, every "no room" is a dead end of the exact search', () => {
    let dead = 0,
      proved = 0,
      open = 0
    for (let seed = 0; seed < cases(150, 600); seed++) {
      const s = pocket(seed)
      if (!s) continue
      const probe = new Probe(s)
      if (probe.need0 <= s.steps + 1) continue
      // settled by the search without the bound, within 50,000 nodes (else left out)
      const found = withoutRoom(() => tryEnd(new Chain(s), s.steps, probe.need0, 50_000))
      if (found === CUT) continue
      const exact = found === YES
      if (exact) open++
      else dead++
      if (probe.here()) {
        proved++
        expect(exact, `seed ${seed}`).toBe(false)
      }
    }
    console.log(`pockets: ${proved} of ${dead} dead ends proved by the room bound; ${open} with a way out`)
    expect(open).toBeGreaterThan(5)
    expect(proved).toBeGreaterThan(dead / 4)
  })

  it('looking at open water on blocks of 2 × 2 pixels first changes no answer of the bound, nor the area it finds', () => {
    const coarse = <T>(on: boolean, f: () => T): T => {
      SEARCH.coarse = on
      try {
        return f()
      } finally {
        SEARCH.coarse = true
      }
    }
    let finite = 0,
      open = 0
    for (let seed = 0; seed < cases(100, 400); seed++) {
      const s = pocket(seed, 1)
      if (!s) continue
      const asks: [number, number][] = []
      const base = new Probe(s)
      if (base.need0 > s.steps + 1) asks.push([NaN, base.need0])
      for (let deg = -s.limit; deg <= s.limit; deg += 7) {
        const M = base.needAfter(deg)
        if (M !== null) asks.push([deg, M])
      }
      for (const [deg, M] of asks) {
        const ask = () => {
          const probe = new Probe(s)
          const dead = Number.isNaN(deg) ? probe.here() : probe.after(deg, M)
          return { dead, area: probe.lastArea }
        }
        const fine = coarse(false, ask)
        expect(coarse(true, ask), `seed ${seed}, ${deg}°`).toEqual(fine)
        if (fine.area < Infinity) finite++
        else open++
      }
    }
    expect(finite).toBeGreaterThan(20)
    expect(open).toBeGreaterThan(20)
  })

  it('after 81° the fish needs 14 more bones, and three bones on, none of the ways into the pocket has room for them', () => {
    // 81°, 78°, 54°: the front down in the pocket closed by the other fish (need 17, 14 bones to go)
    let s = structuredClone(state)
    for (const deg of [81, 78, 54]) s = swish.apply(s, { t: 'step', deg })
    const probe = new Probe(s)
    expect(probe.need0).toBe(17)
    expect(probe.here()).toBe(true)
    expect(probe.lastArea).toBeLessThan(probe.least(14))
    expect(withoutRoom(() => legalSteps(structuredClone(s)))).toEqual([])
  })

  it('81° and 90° are dead ends, each proved in under 60,000 search nodes (about 800,000 without the bound)', () => {
    for (const deg of [81, 90]) {
      const s = structuredClone(state)
      expect(stepProblem(s, deg)).toBe(DEAD_END)
      const chain = new Chain(s)
      const q = stepJoints((s.fish[0] as Fish).p, deg)
      chain.qx[1] = q[0]
      chain.qy[1] = q[1]
      expect(canEnd(chain, 1, deg >= 84 ? 16 : 15)).toBe(false)
      expect(chain.work).toBeLessThan(60_000)
    }
  })
})
