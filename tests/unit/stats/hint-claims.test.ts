import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import type { BaseAction, BaseState, GameModule, Scenario } from '../../../shared/engine/types.js'
import { kakekko } from '../../../shared/games/kakekko/index.js'
import type { KakekkoAction, KakekkoScenario, KakekkoState } from '../../../shared/games/kakekko/types.js'
import { why as kakekkoWhy } from '../../../shared/games/kakekko/why.js'
import { recess } from '../../../shared/games/recess/index.js'
import type { RecessAction, RecessState } from '../../../shared/games/recess/types.js'
import { why as recessWhy } from '../../../shared/games/recess/why.js'
import { scatterPond } from '../../../shared/games/swish/editor.js'
import { swish } from '../../../shared/games/swish/index.js'
import { COLOURS, type SwishAction, type SwishScenario, type SwishState } from '../../../shared/games/swish/types.js'
import { why as swishWhy } from '../../../shared/games/swish/why.js'

/**
 * The hint's reasons checked against the position itself: each claim a reason makes (a step
 * closing in on a fish, a square on a rival's shortest way, a boy and a girl so many steps apart)
 * is recomputed here by a plain computation from the state, on positions reached by random legal
 * play from the built-in scenarios and random variations of them.
 */

/** the states of a game of random legal actions, at most `cap` of them */
function randomPlay<S extends BaseState, A extends BaseAction>(
  g: GameModule<S, A>,
  sc: Scenario,
  seats: number,
  seed: number,
  cap: number,
): S[] {
  const rand = makeRand(seed)
  const out: S[] = []
  let s = g.setup(sc, seats, seed)
  while (g.toAct(s) !== null && out.length < cap) {
    out.push(s)
    s = g.apply(s, g.bots.random(s, rand))
  }
  return out
}

describe('Swish: "heads for a fish, about n steps away" (property)', () => {
  /** the built-in pond, or a fresh scatter of the same bones */
  const pond = fc.oneof(
    fc.constant(swish.defaultScenario),
    fc.integer({ min: 0, max: 1e6 }).map((seed): SwishScenario => {
      const sc = swish.defaultScenario
      const bones = scatterPond({ counts: [6, 6, 6, 6], radius: sc.board.pondRadius, spacing: 0.6, seed })
      return { ...sc, board: { ...sc.board, fish: bones } }
    }),
  )

  it('names the nearest fish of its colour after the step, the step brings the tip nearer it, and n is its distance rounded', () => {
    let toward = 0
    let away = 0
    fc.assert(
      fc.property(pond, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 1e6 }), (sc, seats, seed) => {
        for (const s of randomPlay<SwishState, SwishAction>(swish, sc, seats, seed, 40)) {
          const fish = s.fish[s.seat]
          if (s.phase !== 'swim' || !fish) continue
          // every third legal step: neighbouring angles differ little
          for (const a of swish.legalActions(s).filter((x) => x.t === 'step' && x.deg % 3 === 0)) {
            if (a.t !== 'step') continue
            const r = swishWhy(s, a)
            const [, , kind, name] = r.key.split('.')
            if (kind !== 'toward' && kind !== 'towardAvoid' && kind !== 'away') continue
            // the tip moves one bone length along the old front bone's heading turned by deg
            const [x0, y0, x1, y1] = fish.p
            const h = Math.atan2(y0 - y1, x0 - x1) + (a.deg * Math.PI) / 180
            const tip = [x0 + Math.cos(h), y0 + Math.sin(h)]
            const centre = (f: SwishState['pond'][number]) => [(f.x1 + f.x2) / 2, (f.y1 + f.y2) / 2]
            const dist = (p: number[], f: SwishState['pond'][number]) =>
              Math.hypot(centre(f)[0] - p[0], centre(f)[1] - p[1])
            const ofColour = s.pond.filter((f) => f.c === COLOURS.indexOf(name as (typeof COLOURS)[number]))
            expect(ofColour.length).toBeGreaterThan(0)
            const nearest = ofColour.reduce((m, f) => (dist(tip, f) < dist(tip, m) ? f : m))
            const after = dist(tip, nearest)
            const before = dist([x0, y0], nearest)
            expect(r.params!.n).toBe(Math.max(1, Math.round(after)))
            if (kind === 'away') {
              expect(after).toBeGreaterThanOrEqual(before)
              away++
            } else {
              expect(after, `${r.key} at deg ${a.deg}`).toBeLessThan(before)
              toward++
            }
          }
        }
      }),
      { numRuns: 8, seed: 34 },
    )
    expect(toward).toBeGreaterThan(0)
    expect(away).toBeGreaterThan(0)
  })
})

/** square ids on some shortest way from `from` to `goal` over the roads and inked shortcuts given */
function onShortestWays(links: [number, number][], from: number, goal: number): Set<number> {
  const next = new Map<number, number[]>()
  for (const [a, b] of links) {
    next.set(a, [...(next.get(a) ?? []), b])
    next.set(b, [...(next.get(b) ?? []), a])
  }
  // breadth first from the pawn, keeping every predecessor at the previous depth
  const depth = new Map<number, number>([[from, 0]])
  const preds = new Map<number, number[]>()
  let frontier = [from]
  while (frontier.length > 0 && !depth.has(goal)) {
    const coming: number[] = []
    for (const u of frontier) {
      for (const v of next.get(u) ?? []) {
        if (!depth.has(v)) {
          depth.set(v, depth.get(u)! + 1)
          coming.push(v)
        }
        if (depth.get(v) === depth.get(u)! + 1) preds.set(v, [...(preds.get(v) ?? []), u])
      }
    }
    frontier = coming
  }
  const on = new Set<number>()
  if (!depth.has(goal)) return on
  // walk back from the goal over the predecessors
  const stack = [goal]
  while (stack.length > 0) {
    const v = stack.pop()!
    if (on.has(v)) continue
    on.add(v)
    stack.push(...(preds.get(v) ?? []))
  }
  return on
}

describe('Kakekko: "a secret base on square X lies in a rival’s way" (property)', () => {
  const base = kakekko.defaultScenario
  /** the built-in board with secret bases, some of its shortcuts inked from the start, some rule variants */
  const game = fc.record({
    inked: fc.array(fc.boolean(), { minLength: base.board.slots.length, maxLength: base.board.slots.length }),
    thereAndBack: fc.boolean(),
    teams: fc.boolean(),
    seats: fc.integer({ min: 2, max: 6 }),
    seed: fc.integer({ min: 0, max: 1e6 }),
  })

  it('says "in a rival’s way" exactly when the square is on a shortest way of a rival still racing', () => {
    const seen = { make: 0, makeAside: 0 }
    fc.assert(
      fc.property(game, ({ inked, thereAndBack, teams, seats, seed }) => {
        const team = teams && seats % 2 === 0 && seats >= 4
        const sc: KakekkoScenario = {
          ...base,
          rules: { ...base.rules, secretBases: true, thereAndBack, teams: team },
          board: { ...base.board, slots: base.board.slots.map((sl, i) => ({ ...sl, inked: inked[i] })) },
        }
        for (const s of randomPlay<KakekkoState, KakekkoAction>(kakekko, sc, seats, seed, 150)) {
          if (s.phase !== 'act') continue
          const makes = kakekko.legalActions(s).filter((a) => a.t === 'make')
          if (makes.length === 0) continue
          const seat = s.queue[0]
          const inkedIds = new Set(s.g.slots.filter((_, k) => s.inked[k]).map((sl) => sl.id))
          const links: [number, number][] = [
            ...sc.board.roads,
            ...sc.board.slots.filter((sl) => inkedIds.has(sl.id)).map((sl): [number, number] => [sl.a, sl.b]),
          ]
          const goal = s.g.ids[s.leg === 0 ? s.g.goal : s.g.start]
          const ways = new Set<number>()
          for (let j = 0; j < s.n; j++) {
            if (j === seat || s.done[j] || (team && j >> 1 === seat >> 1)) continue
            for (const sq of onShortestWays(links, s.pos[j], goal)) ways.add(sq)
          }
          for (const a of makes) {
            const r = kakekkoWhy(s, a)
            const k = r.key.split('.').pop() as 'make' | 'makeAside'
            expect(['make', 'makeAside']).toContain(k)
            expect(r.params!.square).toBe(a.square)
            expect(k, `square ${a.square}`).toBe(ways.has(a.square) ? 'make' : 'makeAside')
            seen[k]++
          }
        }
      }),
      { numRuns: 8, seed: 34 },
    )
    expect(seen.make).toBeGreaterThan(0)
    expect(seen.makeAside).toBeGreaterThan(0)
  })
})

/** walking steps between two cells of a Recess board: orthogonal steps, never onto equipment ('#') */
function walkSteps(rows: readonly string[], from: [number, number], to: [number, number]): number {
  const key = ([r, c]: [number, number]) => `${r},${c}`
  const seen = new Map<string, number>([[key(from), 0]])
  const queue: [number, number][] = [from]
  for (let i = 0; i < queue.length; i++) {
    const [r, c] = queue[i]
    if (r === to[0] && c === to[1]) return seen.get(key(queue[i]))!
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const n: [number, number] = [r + dr, c + dc]
      const ch = rows[n[0]]?.[n[1]]
      if (ch === undefined || ch === '#' || seen.has(key(n))) continue
      seen.set(key(n), seen.get(key(queue[i]))! + 1)
      queue.push(n)
    }
  }
  return Infinity
}

describe('Recess: "N steps apart instead of M" (property)', () => {
  /** a kid's possible cells: its own, or (in its entrance) its gates one step away */
  function places(s: RecessState, kid: number): { at: [number, number]; extra: number }[] {
    const w = s.board.width
    const p = s.kp[kid]
    if (p >= 0) return [{ at: [Math.floor(p / w), p % w], extra: 0 }]
    const gates = (kid & 2 ? s.board.entrances.girls : s.board.entrances.boys).gates
    return gates.map(([r, c]) => ({ at: [r, c] as [number, number], extra: 1 }))
  }
  /** the steps a boy and a girl must walk, together, to stand on one cell */
  function apart(s: RecessState, boy: number, girl: number): number {
    let best = Infinity
    for (const a of places(s, boy))
      for (const b of places(s, girl)) best = Math.min(best, a.extra + b.extra + walkSteps(s.board.rows, a.at, b.at))
    return best
  }

  it('a pair of the mover’s boy and girl is M steps apart before the move and N < M after', () => {
    let pairs = 0
    fc.assert(
      fc.property(
        fc.constantFrom('queen' as const, 'rook' as const),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 1e6 }),
        (nunMoves, seats, seed) => {
          const sc = { ...recess.defaultScenario, rules: { ...recess.defaultScenario.rules, nunMoves } }
          for (const s of randomPlay<RecessState, RecessAction>(recess, sc, seats, seed, 60)) {
            const after = (a: RecessAction) => recess.apply(s, a)
            for (const a of recess.legalActions(s)) {
              const r = recessWhy(s, a)
              if (r.key !== 'recess.hintWhy.pair') continue
              pairs++
              const next = after(a)
              const { from, to } = r.params as { from: number; to: number }
              expect(to).toBeLessThan(from)
              const me = s.cur * 4
              const held = [me, me + 1].some((boy) =>
                [me + 2, me + 3].some((girl) => apart(s, boy, girl) === from && apart(next, boy, girl) === to),
              )
              expect(held, `${JSON.stringify(a)}: ${to} instead of ${from}`).toBe(true)
            }
          }
        },
      ),
      { numRuns: 6, seed: 34 },
    )
    expect(pairs).toBeGreaterThan(0)
  })
})
