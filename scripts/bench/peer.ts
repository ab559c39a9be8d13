/**
 * Our rules wrapped as a boardgame.io game, so boardgame.io's MCTSBot can drive the very same
 * rules: one move that applies an action, `ai.enumerate` from `legalActions`. Used only by the
 * benchmark, in a process of its own (scripts/bench/child.ts).
 *
 * Set up as boardgame.io is meant to run, not handicapped:
 *   - NODE_ENV=production (checked): no `isSerializable` walk of the state after every move;
 *   - the move hands our rules the plain state (`original()`), not immer's proxy, so the rules read
 *     plain objects (and caches keyed by state objects, such as Recess's geometry, can hit);
 *   - `disableUndo`: no undo stack copied on every move of a playout.
 */
import { createRequire } from 'node:module'
import { MCTSBot } from 'boardgame.io/ai'
import { InitializeGame } from 'boardgame.io/internal'
import type { Game, Ctx } from 'boardgame.io'
import type { BaseAction, BaseState, GameModule, Scenario } from '../../shared/engine/types.js'
import { cpuMs } from './stats.js'

interface G {
  s: BaseState
}

/** the immer that boardgame.io itself uses (a dependency of boardgame.io, not of this project) */
const immer = createRequire(createRequire(import.meta.url).resolve('boardgame.io/package.json'))('immer') as {
  isDraft(x: unknown): boolean
  original<T>(x: T): T | undefined
}
const plain = (G: G): G => (immer.isDraft(G) ? immer.original(G)! : G)

export function wrapForBoardgameIo(game: GameModule, scenario: Scenario, seed: number): Game<G> {
  const seatOf = (g: G) => game.toAct(g.s) ?? 0
  return {
    name: game.id,
    disableUndo: true,
    setup: ({ ctx }: { ctx: Ctx }, from?: BaseState) => ({ s: from ?? game.setup(scenario, ctx.numPlayers, seed) }),
    turn: {
      order: {
        first: ({ G }: { G: G }) => seatOf(G),
        next: ({ G }: { G: G }) => seatOf(G),
      },
      endIf: ({ G, ctx }: { G: G; ctx: Ctx }) => game.toAct(G.s) !== null && String(seatOf(G)) !== ctx.currentPlayer,
    },
    moves: {
      act: ({ G }: { G: G }, action: BaseAction) => ({ s: game.apply(plain(G).s, action) }),
    },
    endIf: ({ G }: { G: G }) => {
      const r = game.result(G.s)
      if (!r) return undefined
      const winners = r.map((p, i) => (p === 1 ? i : -1)).filter((i) => i >= 0)
      return winners.length === 1 ? { winner: String(winners[0]) } : { draw: true }
    },
    ai: {
      enumerate: (G: G) => game.legalActions(G.s).map((a) => ({ move: 'act', args: [a] })),
    },
  }
}

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
 * The first search of a fresh process, cut at `ms` of the process's CPU time. MCTSBot reports its
 * progress every 25 iterations: the iterations done at `ms` are read between the reports on
 * either side of it (in proportion to the time), and the search is then ended by moving its
 * counter to the end.
 */
export async function peerFirstSearch(game: GameModule, from: BaseState, depth: number, ms: number, seed: string) {
  if (process.env.NODE_ENV !== 'production') throw new Error('run the boardgame.io side with NODE_ENV=production')
  const wrapped = wrapForBoardgameIo(game, game.defaultScenario, 1)
  const state = InitializeGame({ game: wrapped, numPlayers: from.n, setupData: from })
  const most = 1_000_000
  let before = { iterations: 0, ms: 0 }
  let iterations = 0
  const t0 = cpuMs()
  const bot: MCTSBot = new MCTSBot({
    game: wrapped,
    enumerate: wrapped.ai!.enumerate,
    seed,
    iterations: most,
    playoutDepth: depth,
    iterationCallback: ({ iterationCounter }: { iterationCounter: number }) => {
      const t = cpuMs() - t0
      if (t <= ms) before = { iterations: iterationCounter, ms: t }
      else {
        iterations = before.iterations + ((iterationCounter - before.iterations) * (ms - before.ms)) / (t - before.ms)
        ;(bot as unknown as { iterationCounter: number }).iterationCounter = most
      }
    },
  })
  await bot.play(state, state.ctx.currentPlayer)
  return { iterations, ms }
}
