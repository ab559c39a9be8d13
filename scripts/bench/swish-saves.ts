/**
 * Inputs for the Swish benchmarks and the replay tests: a dense pond, the swimming states of the
 * benchmarks' seeded games, and long legal games (the longest a save of the default pond may
 * plausibly be) written as save files.
 */
import { makeRand, type Rand } from '../../shared/engine/rng.js'
import { scatterPond } from '../../shared/games/swish/editor.js'
import { swish } from '../../shared/games/swish/index.js'
import type { SwishAction, SwishScenario, SwishState } from '../../shared/games/swish/types.js'
import { SAVE_FORMAT, SAVE_VERSION } from '../../shared/formats/envelope.js'

/**
 * the swimming states met in `games` seeded games (seats cycle 2–4, players random or the playout
 * policy) under the rules of `game` (swish-geometry.ts and swish-tail.ts time the same ones)
 */
export function positions(
  game: Pick<typeof swish, 'setup' | 'toAct' | 'apply' | 'bots' | 'playout'>,
  scenario: SwishScenario,
  games: number,
  seed: number,
): SwishState[] {
  const out: SwishState[] = []
  for (let g = 0; g < games; g++) {
    const rand = makeRand(seed + g)
    let s = game.setup(scenario, 2 + (g % 3), seed + g)
    for (let i = 0; i < 2000 && game.toAct(s) !== null; i++) {
      if (s.phase === 'swim') out.push(s)
      const a = g % 2 ? game.bots.random(s, rand) : game.playout!(s, rand)
      s = game.apply(s, a)
    }
  }
  return out
}

/** the dense pond: 25 bones of each colour scattered 0.45 apart in the default pond (85 fit) */
export function densePond(): SwishScenario {
  const s = structuredClone(swish.defaultScenario)
  s.meta = { ...s.meta, title: 'Swish: a dense pond' }
  s.rules.bonesPerColour = 25
  s.board.fish = scatterPond({ counts: [25, 25, 25, 25], radius: 6, spacing: 0.45, seed: 7 })
  return s
}

/**
 * A long legal game for the loader: bots that swim as far as they may and eat only when the
 * quiet-round limit is close, on a scenario with the largest `stallRounds`, cut at `most` actions (20,000).
 */
export function longGame(scenario: SwishScenario, seats: number, seed: number, most = 20000): SwishAction[] {
  const rand = makeRand(seed)
  const actions: SwishAction[] = []
  let s = swish.setup(scenario, seats, seed)
  while (swish.toAct(s) !== null && actions.length < most) {
    const a = lazyBot(s, rand)
    actions.push(a)
    s = swish.apply(s, a)
  }
  return actions
}

function lazyBot(s: SwishState, rand: Rand): SwishAction {
  if (s.phase !== 'swim') return swish.bots.random(s, rand)
  const hungry = s.quiet >= s.stall - 2 * s.n
  // close to the quiet-round limit: swim at the nearest food like the playouts
  if (hungry) return swish.playout!(s, rand)
  const options = swish.hint!(s)
  const calm = options.filter((a) => a.t !== 'step' || swish.apply(s, a).pond.length === s.pond.length)
  const steps = calm.filter((a) => a.t === 'step')
  if (steps.length && rand.float() < 0.9) return steps[rand.int(steps.length)]
  const pool = calm.length ? calm : options
  return pool[rand.int(pool.length)]
}

export function saveText(scenario: SwishScenario, seats: number, seed: number, actions: SwishAction[]): string {
  const colours = ['#d62728', '#1f77b4', '#e6b800', '#2ca02c']
  return JSON.stringify({
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, colour: colours[i] })),
    seed,
    actions,
    cursor: actions.length,
    savedAt: new Date(0).toISOString(),
  })
}
