import type { Component } from 'vue'
import type { BaseAction, BaseState, GameId, Problem, Reason, Scenario } from '../../shared/engine/types.js'
import type { Seat } from '../../shared/formats/envelope.js'
import type { HeatView } from '../playtest/heat.js'

/**
 * What a game plugs into the renderer. The play view and the editor view are frames; a game fills
 * them with these components. Components only present and dispatch: every rule question goes to
 * the game's module in shared/games/<id>/, and what is legal now comes in the `legal` prop, which
 * the play store computes once per state (stores/legal/), so no board asks the rules for it.
 *
 * Board props (`BoardProps`), emits `act(action)` when the person on turn chooses an action.
 * The frame checks it with `explain` and applies it, or shows the reason in the turn panel.
 *
 * Panel props: the same as Board. It sits in the turn panel under "whose turn": buttons and
 * read-outs that are not on the board (Roll again, Pass, what's left this turn). Emits `act`.
 * What a board and its panel share (a picked piece, a tool) is view state (games/viewState.ts).
 *
 * Editor props (`EditorProps`), emits `update:scenario(next)` with a whole new scenario object
 * (never mutate the prop: the frame keeps the undo history), and may emit `notice(reason)` right
 * after it when a tool did less than asked: the issues list shows it while that edit stands. It
 * shows the canvas, its tool palette and the game's property panel (settings and board
 * properties). The frame around it holds the title/author/description, the player range, the
 * live issues list, undo/redo, Save and Test-play.
 *
 * Thumbnail props (`ThumbnailProps`): a small static picture of the board for the home screen,
 * drawn from any scenario, even a damaged one.
 */
export interface GamePlugin<Id extends GameId = GameId> {
  id: Id
  Board: Component
  Panel?: Component
  Editor: Component
  Thumbnail: Component
  /** the keys the board and the editor's canvas take: they drive both and the "?" overlay lists them */
  keys: { board: KeyTable; editor?: KeyTable }
}

/** one row of a key table: the bindings (tinykeys syntax, see commands/keys.ts) and what they do */
export interface KeyBinding {
  keys: readonly string[]
  /** message key of what the keys do */
  label: string
}
export type KeyTable<K extends string = string> = Readonly<Record<K, KeyBinding>>

/** a typed key table for one game: `label` keys live under `boardKeys.<game>.<row>` */
export function keyTable<K extends string>(prefix: string, rows: Record<K, readonly string[]>): KeyTable<K> {
  return Object.fromEntries(
    Object.entries(rows).map(([id, keys]) => [id, { keys, label: `${prefix}.${id}` }]),
  ) as Record<K, KeyBinding>
}

/**
 * What the person on turn may do in one state, as the play store hands it to the board and its
 * panel; they only look it up, as chessground's board is handed `movable.dests`.
 */
export interface LegalMoves<A extends BaseAction = BaseAction> {
  /** every legal action; none while `checking`, and none when no person may act */
  actions: readonly A[]
  /** true while the set is still being computed (Swish's long searches, in a worker) */
  checking: boolean
  /** why `action` is refused (null when it is legal); undefined when that is not known yet */
  why(action: A): Reason | null | undefined
}

/** the moves of a view where nobody acts (a replay, a bot's turn) */
export function noMoves<A extends BaseAction>(): LegalMoves<A> {
  return { actions: [], checking: false, why: () => ({ key: 'engine.notYourTurn' }) }
}

export interface BoardProps<
  S extends BaseState = BaseState,
  A extends BaseAction = BaseAction,
  Sc extends Scenario<unknown, unknown> = Scenario,
  L extends LegalMoves<A> = LegalMoves<A>,
> {
  scenario: Sc
  state: S
  seats: Seat[]
  /** true when a person may act now (a human seat on turn, no animation or bot pending) */
  interactive: boolean
  /** the action that led to `state`, for animations; null at the start or after undo */
  lastAction: A | null
  /** the state before `lastAction` */
  previous: S | null
  /** what may be done in `state` (the play view gives it; a view where nobody acts leaves it out) */
  legal?: L
}

export interface ThumbnailProps<Sc extends Scenario<unknown, unknown> = Scenario> {
  scenario: Sc
  width: number
  height: number
}

export interface EditorProps<Sc extends Scenario<unknown, unknown> = Scenario> {
  scenario: Sc
  /** what the issues list found, so the canvas can mark the places */
  problems: Problem[]
  /** the path the user clicked in the issues list, to select and show that place */
  focusPath: string | null
  /** a playtest heat map to draw over the board (null or left out: none) */
  heat?: HeatView | null
}
