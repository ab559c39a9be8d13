/**
 * Our rules wrapped as a boardgame.io game, so boardgame.io's MCTSBot can drive the very same
 * rules: one move that applies an action, `ai.enumerate` from `legalActions`. Used only by the
 * benchmark, to compare MCTS iterations per second side by side.
 */
import { MCTSBot } from 'boardgame.io/ai'
import { InitializeGame } from 'boardgame.io/internal'
import type { Game, Ctx } from 'boardgame.io'
import type { BaseAction, BaseState, GameModule, Scenario } from '../../shared/engine/types.js'

interface G {
  s: BaseState
}

export function wrapForBoardgameIo(game: GameModule, scenario: Scenario, seed: number): Game<G> {
  const seatOf = (g: G) => game.toAct(g.s) ?? 0
  return {
    name: game.id,
    setup: ({ ctx }: { ctx: Ctx }, from?: BaseState) => ({ s: from ?? game.setup(scenario, ctx.numPlayers, seed) }),
    turn: {
      order: {
        first: ({ G }: { G: G }) => seatOf(G),
        next: ({ G }: { G: G }) => seatOf(G),
      },
      endIf: ({ G, ctx }: { G: G; ctx: Ctx }) => game.toAct(G.s) !== null && String(seatOf(G)) !== ctx.currentPlayer,
    },
    moves: {
      act: ({ G }: { G: G }, action: BaseAction) => ({ s: game.apply(G.s, action) }),
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
  } as unknown as Game<G>
}

/** boardgame.io MCTSBot iterations per second on our rules, from the position `from` */
export async function peerIterationsPerSecond(
  game: GameModule,
  from: BaseState,
  iterations: number,
  playoutDepth: number,
): Promise<number> {
  const wrapped = wrapForBoardgameIo(game, game.defaultScenario, 1)
  const state = InitializeGame({ game: wrapped, numPlayers: from.n, setupData: from })
  const bot = new MCTSBot({
    game: wrapped,
    enumerate: wrapped.ai!.enumerate,
    seed: 'bench',
    iterations,
    playoutDepth,
  })
  const t0 = performance.now()
  await bot.play(state, state.ctx.currentPlayer)
  const ms = performance.now() - t0
  return (iterations / ms) * 1000
}
