/**
 * Our rules wrapped as a boardgame.io game, so boardgame.io's MCTSBot can drive the very same
 * rules: one move that applies an action, `ai.enumerate` from `legalActions`. Used only by the
 * benchmark: in a process of its own (scripts/bench/peer.ts) or a Web Worker of its own
 * (scripts/bench/browser-peer.ts).
 *
 * Set up as boardgame.io is meant to run, not handicapped:
 *   - NODE_ENV=production (checked by the caller): no `isSerializable` walk of the state after
 *     every move;
 *   - the move hands our rules the plain state (`original()` of the immer that boardgame.io
 *     itself uses, passed in), not immer's proxy, so the rules read plain objects (and caches
 *     keyed by state objects, such as Recess's geometry, can hit);
 *   - `disableUndo`: no undo stack copied on every move of a playout.
 */
import type { Game, Ctx } from 'boardgame.io'
import type { BaseAction, BaseState, GameModule, Scenario } from '../../shared/engine/types.js'

export interface G {
  s: BaseState
}

/** what the wrapper needs of immer */
export interface Immer {
  isDraft(x: unknown): boolean
  original<T>(x: T): T | undefined
}

export function wrapForBoardgameIo(game: GameModule, scenario: Scenario, seed: number, immer: Immer): Game<G> {
  const plain = (G: G): G => (immer.isDraft(G) ? immer.original(G)! : G)
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
