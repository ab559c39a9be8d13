import { computed, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import type { BaseAction, BaseState, GameId } from '../../shared/engine/types.js'
import type { Seat } from '../../shared/formats/envelope.js'
import { gameModule } from './gameCode.js'
import { useHintedMove } from '../charts/hintState.js'
import { useReason } from '../composables/useReason.js'

/**
 * How a board marks the move the Hint box suggests: a dashed outline in the focus colour (the same
 * blue as the keyboard focus ring, styles.css `--focus`), so it reads apart from the green of a
 * hovered or legal move. Every mark node is named `hint-mark` (the tests find it by that name).
 */
export const HINT_STYLE = { stroke: '#1d4ed8', strokeWidth: 3, dash: [8, 5], name: 'hint-mark', listening: false }

interface HintProps {
  state: BaseState
  seats: Seat[]
}

/**
 * The hinted move for a board (null when no hint is shown or the state is not one the board can
 * draw), and the sentence the board's aria label and status add for it.
 */
export function useHintMark<A extends BaseAction>(game: GameId, props: HintProps, drawable: () => boolean) {
  const hinted = useHintedMove()
  // the hint box drops its hint when the position changes, but it is not shown (nor watching) once
  // the turn passes to a bot: the board drops it too, so a mark never outlives its position
  watch(
    () => props.state,
    () => (hinted.value = null),
  )
  const { t } = useI18n()
  const { say } = useReason()
  const action = computed(() => (hinted.value && drawable() ? (hinted.value as A) : null))
  const text = computed(() => {
    const a = action.value
    if (!a) return ''
    const g = gameModule(game)
    const move = say(g.insight.advice(props.state, a), props.seats, { subject: g.toAct(props.state) ?? undefined })
    return t('hint.onBoard', { move })
  })
  /** the board's status with the hint's sentence after it */
  const withHint = (status: string) => [status, text.value].filter(Boolean).join(' ')
  return { action, text, withHint }
}
