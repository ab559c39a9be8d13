/**
 * boardgame.io's MCTSBot on our rules (scripts/bench/peer-game.ts), in a process of its own
 * (scripts/bench/child.ts), NODE_ENV=production (checked).
 */
import { MCTSBot } from 'boardgame.io/ai'
import { InitializeGame } from 'boardgame.io/internal'
// the immer that boardgame.io itself uses: the bundle (child-bundle.ts) resolves both to one copy.
// (Run through tsx instead, this would be immer's ES module and boardgame.io's its CommonJS one.)
import * as immer from 'immer'
import type { BaseState, GameModule } from '../../shared/engine/types.js'
import { cpuMs, CpuCut } from './stats.js'
import { wrapForBoardgameIo as wrapWith } from './peer-game.js'

const wrapForBoardgameIo = (game: GameModule, scenario: GameModule['defaultScenario'], seed: number) =>
  wrapWith(game, scenario, seed, immer)

/** One search by boardgame.io's MCTSBot from `from`: `iterations` iterations, playouts of `depth` actions. */
export async function peerSearch(game: GameModule, from: BaseState, iterations: number, depth: number, seed: string) {
  if (process.env.NODE_ENV !== 'production') throw new Error('run the boardgame.io side with NODE_ENV=production')
  const wrapped = wrapForBoardgameIo(game, game.defaultScenario, 1)
  const state = InitializeGame({ game: wrapped, numPlayers: from.n, setupData: from })
  const bot = new MCTSBot({ game: wrapped, enumerate: wrapped.ai!.enumerate, seed, iterations, playoutDepth: depth })
  const t0 = cpuMs()
  const { action } = await bot.play(state, state.ctx.currentPlayer)
  const ms = cpuMs() - t0
  if (!action) throw new Error(`${game.id}: boardgame.io's MCTSBot chose nothing`)
  return { iterations, ms }
}

/**
 * The first search of a fresh process, cut at `ms` of the process's CPU time (CpuCut, at MCTSBot's
 * progress reports, every PROGRESS_EVERY iterations); the search is then ended by moving its
 * counter to the end.
 */
export async function peerFirstSearch(game: GameModule, from: BaseState, depth: number, ms: number, seed: string) {
  if (process.env.NODE_ENV !== 'production') throw new Error('run the boardgame.io side with NODE_ENV=production')
  const wrapped = wrapForBoardgameIo(game, game.defaultScenario, 1)
  const state = InitializeGame({ game: wrapped, numPlayers: from.n, setupData: from })
  const most = 1_000_000
  const cut = new CpuCut(ms)
  const bot: MCTSBot = new MCTSBot({
    game: wrapped,
    enumerate: wrapped.ai!.enumerate,
    seed,
    iterations: most,
    playoutDepth: depth,
    iterationCallback: ({ iterationCounter }: { iterationCounter: number }) => {
      if (cut.report(iterationCounter)) (bot as unknown as { iterationCounter: number }).iterationCounter = most
    },
  })
  await bot.play(state, state.ctx.currentPlayer)
  if (cut.iterations === null) throw new Error('the first search ended before its cut')
  return { iterations: cut.iterations, ms }
}
