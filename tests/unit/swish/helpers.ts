import { makeRand } from '../../../shared/engine/rng.js'
import { RAD } from '../../../shared/games/swish/geometry.js'
import { setup } from '../../../shared/games/swish/rules.js'
import { defaultScenario, swish } from '../../../shared/games/swish/index.js'
import { densePond } from '../../../scripts/bench/swish-saves.js'
import type { Chain } from '../../../shared/games/swish/search/chain.js'
import type { Fish, SmallFish, SwishScenario, SwishState } from '../../../shared/games/swish/types.js'
import { endProblem, freshBoneProblem, Placing, stepJoints, touchesAny } from '../../../shared/games/swish/fish.js'

/** a straight fish: front tip at (x, y) heading `deg`, its body trailing behind; colours front → tail */
export function straight(x: number, y: number, deg: number, colours: number[]): Fish {
  const dx = Math.cos(deg * RAD),
    dy = Math.sin(deg * RAD)
  const p: number[] = []
  for (let i = 0; i <= colours.length; i++) p.push(x - i * dx, y - i * dy)
  return { c: [...colours], p }
}

/** a small fish of colour `c` with centre (x, y) lying at `deg` */
export function small(id: number, c: number, x: number, y: number, deg = 90): SmallFish {
  const dx = Math.cos(deg * RAD) / 2,
    dy = Math.sin(deg * RAD) / 2
  return { id, c, x1: x - dx, y1: y - dy, x2: x + dx, y2: y + dy }
}

/** a state in the middle of the game: seat `seat` to swim with the given fish and pond */
export function swimming(fish: Fish[], pond: SmallFish[], extra: Partial<SwishState> = {}): SwishState {
  const base = setup(defaultScenario, fish.length, 1)
  const seat = extra.seat ?? 0
  return {
    ...base,
    phase: 'swim',
    pond,
    fish,
    slotOf: fish.map((_, i) => i),
    seat,
    steps: 0,
    len: fish[seat].c.length,
    ...extra,
  }
}

export function scenarioWith(change: (s: SwishScenario) => void): SwishScenario {
  const s = structuredClone(defaultScenario)
  change(s)
  return s
}

/**
 * Three seats and three bones, two blue and one red: a seat taking the wrong bone leaves a later
 * seat no bone of a colour other than its own (the setup ruling of issue 13)
 */
export function twoBluesOneRed(): SwishScenario {
  return scenarioWith((s) => {
    s.players = { min: 3, max: 3 }
    s.board.fish = [
      { colour: 'blue', x: 0, y: 0, angle: 0 },
      { colour: 'blue', x: 0, y: 2, angle: 0 },
      { colour: 'red', x: 0, y: -2, angle: 0 },
    ]
  })
}

/**
 * the swimming states of one seeded 2-seat game on the dense pond (as the geometry benchmark plays
 * them), at most `most`, with the given joint limit
 */
export function denseStates(seed: number, most: number, limit: 60 | 90 = 90): SwishState[] {
  const scenario = densePond()
  scenario.rules.jointLimit = limit
  const rand = makeRand(seed)
  const out: SwishState[] = []
  let s = swish.setup(scenario, 2, seed)
  for (let i = 0; i < 2000 && swish.toAct(s) !== null && out.length < most; i++) {
    if (s.phase === 'swim') out.push(s)
    s = swish.apply(s, swish.playout!(s, rand))
  }
  return out
}

/**
 * What is wrong with a way out that a cheap way proved (the rule, RULINGS Swish 1: the turn can
 * still end legally): the first step `deg` then `way`, played from `state` with the rules' own step
 * (stepJoints) and checks: no more steps than bones, each new bone placed legally, no small fish
 * touched before the last step, the fish's end position legal. Each problem is prefixed by `at`.
 */
export function wayProblems(state: SwishState, deg: number, way: readonly number[], at: string): string[] {
  const wrong: string[] = []
  const seat = state.seat
  let p = (state.fish[seat] as Fish).p
  let fresh = state.steps
  const turns = [deg, ...way]
  if (fresh + turns.length > state.len) wrong.push(`${at}: more steps than bones`)
  for (let c = 0; c < turns.length; c++) {
    p = stepJoints(p, turns[c])
    fresh++
    if (freshBoneProblem(state, seat, p, fresh) !== Placing.Fine) wrong.push(`${at}: step ${c} placed illegally`)
    if (c < turns.length - 1 && touchesAny(state, p)) wrong.push(`${at}: step ${c} touches a small fish`)
  }
  if (endProblem(state, seat, p) !== Placing.Fine) wrong.push(`${at}: ends on a bone`)
  return wrong
}

/** the first step of `state` whose new joint is Qt of the chain (t = s0 + 1), NaN when none is */
export function firstStep(state: SwishState, chain: Chain, t: number): number {
  const p = (state.fish[state.seat] as Fish).p
  for (let d = -chain.L; d <= chain.L; d++) {
    const j = stepJoints(p, d)
    if (j[0] === chain.qx[t] && j[1] === chain.qy[t]) return d
  }
  return NaN
}
