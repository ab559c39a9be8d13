import { makeRand } from '../../../shared/engine/rng.js'
import { RAD } from '../../../shared/games/swish/geometry.js'
import { setup } from '../../../shared/games/swish/rules.js'
import { defaultScenario, swish } from '../../../shared/games/swish/index.js'
import { densePond } from '../../../scripts/bench/swish-saves.js'
import type { Fish, SmallFish, SwishScenario, SwishState } from '../../../shared/games/swish/types.js'

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
