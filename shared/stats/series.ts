import type { BaseAction, BaseState, GameModule } from '../engine/types.js'

/**
 * End-of-game charts: the quantity that decides a game, per seat, over its turns. A game names
 * its quantities (`Quantity`); `buildSeries` reads them off the states the action log passes
 * through (the replay), one point at the start of every turn and one at the end.
 */
export interface Quantity<S extends BaseState = BaseState> {
  /** message key of the quantity's name (a chart's title) */
  key: string
  /** its value for every seat in `state`; null where it has none (a gap in the line) */
  of(state: S): (number | null)[]
}

export interface Series {
  /** per point, the replay position it shows (the number of actions played before it) */
  at: number[]
  /** per point, the turn number: 0 at the start, then 1, 2… (the last point is the end) */
  turn: number[]
  /** per quantity: its key and values[seat][point] */
  lines: { key: string; values: (number | null)[][] }[]
}

/**
 * The replay positions where a turn starts: 0, every position where the seat on turn changes,
 * and the last position (the end of the game, or where the log stops).
 */
export function turnStarts(game: Pick<GameModule, 'toAct'>, states: readonly BaseState[]): number[] {
  const out: number[] = []
  let prev: number | null | undefined
  for (let k = 0; k < states.length; k++) {
    const seat = game.toAct(states[k])
    if (k === 0 || seat !== prev) out.push(k)
    prev = seat
  }
  const last = states.length - 1
  if (last >= 0 && out[out.length - 1] !== last) out.push(last)
  return out
}

export function buildSeries<S extends BaseState>(
  game: Pick<GameModule, 'toAct'>,
  states: readonly S[],
  quantities: readonly Quantity<S>[],
): Series {
  const steps = seriesSteps(game, states, quantities, Infinity)
  for (;;) {
    const r = steps.next()
    if (r.done) return r.value
  }
}

/**
 * `buildSeries` in steps: it pauses (yields) after every `chunk` turns it has read, so that a
 * caller can spread a long game's series over several tasks (some quantities walk the board for
 * every seat, and a long game has thousands of turns). The generator's return value is the series.
 */
export function* seriesSteps<S extends BaseState>(
  game: Pick<GameModule, 'toAct'>,
  states: readonly S[],
  quantities: readonly Quantity<S>[],
  chunk: number,
): Generator<void, Series, void> {
  const at = turnStarts(game, states)
  const n = states[0]?.n ?? 0
  const lines = quantities.map((q) => ({
    key: q.key,
    values: Array.from({ length: n }, () => [] as (number | null)[]),
  }))
  for (let p = 0; p < at.length; p++) {
    if (p > 0 && p % chunk === 0) yield
    for (let j = 0; j < quantities.length; j++) {
      const v = quantities[j].of(states[at[p]])
      for (let seat = 0; seat < n; seat++) lines[j].values[seat].push(v[seat] ?? null)
    }
  }
  return { at, turn: at.map((_, i) => i), lines }
}

/** the states an action list passes through from `first` (a convenience for tests and tools) */
export function statesOf<S extends BaseState, A extends BaseAction>(
  game: Pick<GameModule<S, A>, 'apply'>,
  first: S,
  actions: readonly A[],
): S[] {
  const out = [first]
  for (const a of actions) out.push(game.apply(out[out.length - 1], a))
  return out
}
