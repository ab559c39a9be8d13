/**
 * A playout asks each state's legal steps once, and the search made for that question is thrown
 * away unless it searched: turns.ts makes that spare search new again (Chain.begin) for the next
 * state instead of allocating one. A search made new again must be a new search in every field,
 * and answer as one: these tests hold both over the swimming positions of seeded games of 2–4
 * seats, whose fishes differ in length (so the spare's buffers are sometimes longer than needed).
 */
import { describe, expect, it } from 'vitest'
import { swish } from '../../../shared/games/swish/index.js'
import { makeRand } from '../../../shared/engine/rng.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { Chain } from '../../../shared/games/swish/search/chain.js'
import { legalMarks } from '../../../shared/games/swish/search/index.js'

/** swimming positions (mid-turn ones too) of seeded games of 2, 3 and 4 seats */
function swimPositions(perGame: number): SwishState[] {
  const out: SwishState[] = []
  for (const seats of [2, 3, 4]) {
    const rand = makeRand(seats * 11)
    let s = swish.setup(swish.defaultScenario, seats, seats)
    let taken = 0
    while (taken < perGame && swish.toAct(s) !== null) {
      if (s.phase === 'swim') {
        out.push(s)
        taken++
      }
      s = swish.apply(s, swish.bots.random(s, rand))
    }
  }
  return out
}

/** a chain's fields as a new chain has them: typed buffers read below the length the state needs */
function fields(c: Chain): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(c)) {
    if (key === 'roomId') continue // a new number for each search, checked on its own
    if (key === 'qx' || key === 'qy') out[key] = [...(v as Float64Array).subarray(0, c.k + 1)]
    else if (key === 'chainXY') out[key] = [...(v as Float64Array).subarray(0, 2 * c.k + 2)]
    else out[key] = v
  }
  return out
}

/** the legal-step marks of a search, copied (the array is the scratch's) */
const marksOf = (c: Chain) => {
  const marks = legalMarks(c, false)
  return { marks: [...marks], legal: c.legal, searched: c.searched }
}

describe('Swish: a search made new again (Chain.begin, turns.ts)', () => {
  const positions = swimPositions(40)

  it('covers fishes of different lengths and turns begun and not', () => {
    expect(positions.length).toBeGreaterThanOrEqual(100)
    expect(new Set(positions.map((s) => s.len)).size).toBeGreaterThan(1)
    expect(positions.some((s) => s.steps > 0)).toBe(true)
  })

  it('has every field of a new search for the same state, after a search of another state', () => {
    const spare = new Chain(positions[0])
    for (let i = 1; i < positions.length; i++) {
      marksOf(spare) // the spare has searched its last state: its fields are no longer new ones
      const before = spare.roomId
      spare.begin(positions[i])
      const fresh = new Chain(positions[i])
      expect(fields(spare)).toEqual(fields(fresh))
      expect(spare.roomId).toBeGreaterThan(before)
    }
  })

  it('answers as a new search does', () => {
    const spare = new Chain(positions[positions.length - 1])
    for (const s of positions) {
      spare.begin(s)
      expect(marksOf(spare)).toEqual(marksOf(new Chain(s)))
    }
  })

  it('sets every field: none keeps what it held before', () => {
    const c = new Chain(positions[0])
    const junk = Symbol('junk')
    // the joint buffers are read (kept when long enough): a short one full of junk stands for them
    const junkBuffer = new Float64Array(1).fill(NaN)
    const buffers = new Set(['qx', 'qy', 'chainXY'])
    for (const key of Object.keys(c)) Reflect.set(c, key, buffers.has(key) ? junkBuffer : junk)
    c.begin(positions[1])
    const kept = Object.entries(c).filter(([, v]) => v === junk || v === junkBuffer)
    expect(kept.map(([key]) => key)).toEqual([])
    expect(fields(c)).toEqual(fields(new Chain(positions[1])))
  })
})
