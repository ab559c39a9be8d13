import { shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import type { BaseState, GameModule } from '../../../shared/engine/types.js'
import { noMoves, type LegalMoves } from '../../games/types.js'
import { movesOf, stopMoves } from './index.js'

/**
 * The legal moves of the state in play, worked out once for the board and its panel (the play
 * store's `legal`): again at every change of game, state or of whether a person acts. Swish's are
 * checked in a worker: until they come, `checking` and no action. An answer for a state already
 * left behind is dropped.
 */
export function watchLegalMoves(
  game: Ref<GameModule | null>,
  state: Ref<BaseState | undefined>,
  personActs: Ref<boolean>,
  toAct: Ref<number | null>,
): ShallowRef<LegalMoves> {
  const legal = shallowRef<LegalMoves>(noMoves())
  let ticket = 0
  watch(
    [game, state, personActs],
    ([g, st, person], old) => {
      const mine = ++ticket
      if (old?.[0] && old[0] !== g) stopMoves(old[0].id)
      if (!g || !st || toAct.value === null) {
        legal.value = noMoves()
        if (g) stopMoves(g.id)
        return
      }
      const show = (moves: LegalMoves) => {
        if (mine === ticket) legal.value = moves
      }
      const take = (m: Awaited<ReturnType<typeof movesOf>>) => {
        show(m?.now ?? noMoves())
        m?.later?.then(show, () => show(noMoves()))
      }
      const asked = movesOf(g, st, person)
      if (asked instanceof Promise) {
        legal.value = { ...noMoves(), checking: true }
        asked.then(take, () => show(noMoves()))
      } else take(asked)
    },
    { immediate: true },
  )
  return legal
}
