/**
 * The legal moves of the state in play, which the play store computes once per state and hands to
 * the board and its panel (`LegalMoves`, games/types.ts). Most games answer from their rules'
 * `legalActions` and `explain` at once. Kakekko adds where a walk of several steps may end
 * (kakekko.ts); Swish, whose dead-end search can take minutes, answers in a worker (swish.ts), so
 * it is asked only while a person may act. Those two load with their game's first state in play,
 * so the home screen carries neither.
 */
import type { BaseAction, BaseState, GameId, GameModule } from '../../../shared/engine/types.js'
import type { KakekkoState } from '../../../shared/games/kakekko/types.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import type { LegalMoves } from '../../games/types.js'

/** the moves known now, and the exact answer still to come when `now` is only `checking` */
export interface Moves {
  now: LegalMoves
  later?: Promise<LegalMoves>
}

interface Source {
  moves(game: GameModule, state: BaseState): Moves
  /** true: too slow to ask for a bot's turn (the bot searches on its own) */
  personOnly?: boolean
  /** stops any search still running (nobody waits for it any more) */
  stop?(): void
}

/** the moves the rules list, and their reasons for refusing any other */
export function rulesMoves<S extends BaseState, A extends BaseAction>(game: GameModule<S, A>, state: S): LegalMoves<A> {
  return { actions: game.legalActions(state), checking: false, why: (a) => game.explain(state, a) }
}

const rulesAlone: Source = { moves: (game, state) => ({ now: rulesMoves(game, state) }) }

const SOURCES: Record<GameId, () => Source | Promise<Source>> = {
  recess: () => rulesAlone,
  exxtra: () => rulesAlone,
  kakekko: () =>
    import('./kakekko.js').then(({ kakekkoMoves }) => ({
      moves: (_game, state) => ({ now: kakekkoMoves(state as KakekkoState) }),
    })),
  swish: () =>
    import('./swish.js').then(({ swishMoves, dropOtherThan }) => ({
      moves: (_game, state) => swishMoves(state as SwishState),
      personOnly: true,
      stop: () => dropOtherThan(null),
    })),
}

const loaded = new Map<GameId, Source>()
const loading = new Map<GameId, Promise<Source>>()

/** the game's source of moves: at once once loaded, else a promise of it */
export function legalSource(id: GameId): Source | Promise<Source> {
  const known = loaded.get(id)
  if (known) return known
  let p = loading.get(id)
  if (!p) {
    p = Promise.resolve(SOURCES[id]()).then((s) => (loaded.set(id, s), s))
    p.catch(() => loading.delete(id))
    loading.set(id, p)
  }
  return p
}

/**
 * The moves of `state` in `game` (none when `personActs` is false and the game is too slow to
 * ask for a bot); a promise when the game's source has still to load
 */
export function movesOf(game: GameModule, state: BaseState, personActs: boolean): Moves | null | Promise<Moves | null> {
  const source = legalSource(game.id)
  const ask = (s: Source) => {
    if (s.personOnly && !personActs) {
      s.stop?.()
      return null
    }
    return s.moves(game, state)
  }
  return source instanceof Promise ? source.then(ask) : ask(source)
}

/** stops the game's searches that nobody waits for (the game closed) */
export function stopMoves(id: GameId): void {
  loaded.get(id)?.stop?.()
}
