/**
 * Plays a playtest's games: each one from setup to its end with the game module's own functions
 * and the bots of shared/ai, counting what the game's counters module asks for. Pure and
 * synchronous; a caller in a worker hands each finished record on as it comes (`onGame`).
 */
import type { GameModule, Ranking } from '../engine/types.js'
import { mixSeed } from '../engine/rng.js'
import { chooseAction } from '../ai/choose.js'
import { mcts } from '../ai/mcts.js'
import { GAMES } from '../games/registry.js'
import { actionBound } from '../formats/loadFile.js'
import { PLAYTEST_COUNTERS } from './counters.js'
import { gameSeeds } from './seeds.js'
import type { GameRecord, PlaytestLevel, PlaytestRun } from './types.js'

/**
 * Hard's search budget in a playtest: a fixed number of iterations instead of the app's 1.5 s, so
 * a report depends on the seeds alone, never on how busy the machine was (and 200 games stay
 * within minutes).
 */
export const HARD_ITERATIONS = 300

/** the action the bot of `level` picks; `counter` seeds it (the same counter, the same choice) */
export function botAction(
  game: GameModule,
  state: Parameters<GameModule['toAct']>[0],
  level: PlaytestLevel,
  counter: number,
) {
  if (level === 'hard') return mcts(game, state, { seed: mixSeed(counter), iterations: HARD_ITERATIONS }).action
  return chooseAction(game, state, level, counter)
}

/** an unfinished game (stopped at the game's bound): every seat level */
const LEVEL = (n: number): Ranking => new Array<number>(n).fill(1)

/** plays game `index` of `run` to its end (or to the game's stated bound on actions) */
export function playGame(run: PlaytestRun, index: number): GameRecord {
  const game: GameModule = GAMES[run.scenario.game]
  const counters = PLAYTEST_COUNTERS[run.scenario.game]
  const seeds = gameSeeds(run.seed, index)
  // the game's stated bound, as the loader reads it (a bound that is not a finite number is capped)
  const bound = actionBound(game, run.scenario, run.seats)
  let state = game.setup(run.scenario, run.seats, seeds.game)
  const counts = counters.start(state)
  let actions = 0
  let turns = 0
  let last: number | null = null
  for (let seat = game.toAct(state); seat !== null && actions < bound; seat = game.toAct(state)) {
    if (seat !== last) turns++
    last = seat
    const action = botAction(game, state, run.levels[seat], (seeds.bots + actions) | 0)
    const next = game.apply(state, action)
    counters.step(counts, state, action, next)
    state = next
    actions++
  }
  counters.finish(counts, state)
  const result = game.result(state)
  const ranking = result ?? LEVEL(run.seats)
  const best = Math.min(...ranking)
  const winners = ranking.flatMap((place, seat) => (place === best ? [seat] : []))
  return {
    index,
    seed: seeds.game,
    ranking,
    winners,
    tie: winners.length > 1,
    turns,
    actions,
    end: result ? counters.end(state) : { kind: 'maxActions', limit: true },
    counts,
  }
}

/** games `from` … `to − 1` of `run`, in index order; `onGame` hears of each as it ends */
export function playRange(
  run: PlaytestRun,
  from: number,
  to: number,
  onGame?: (record: GameRecord) => void,
): GameRecord[] {
  const out: GameRecord[] = []
  for (let i = from; i < to; i++) {
    const record = playGame(run, i)
    out.push(record)
    onGame?.(record)
  }
  return out
}
