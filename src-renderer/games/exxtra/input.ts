import { computed, ref, watch } from 'vue'
import { knockedBy } from '../../../shared/games/exxtra/index.js'
import type { ExxtraAction, ExxtraScenario, ExxtraState } from '../../../shared/games/exxtra/index.js'
import { keyHandler } from '../../composables/useKeys.js'
import { noMoves, type BoardProps } from '../types.js'
import { BOARD_KEYS } from './keys.js'
import { usePanelPreview } from './preview.js'
import { isState, placeable, targets } from './view.js'

type Props = BoardProps<ExxtraState, ExxtraAction, ExxtraScenario>

/**
 * The table's input: the moves a person may make (roll, then the free rungs from the top), the one
 * pointed at by mouse, keyboard or the panel's Place button, and what clicks and keys do.
 */
export function useBoardInput(props: Props, send: (a: ExxtraAction) => void) {
  const panelPreview = usePanelPreview()
  const ok = computed(() => isState(props.state))
  const legal = computed(() => (ok.value && props.interactive ? (props.legal ?? noMoves<ExxtraAction>()).actions : []))
  const moves = computed(() => targets(legal.value))
  const canPlace = computed(() => placeable(legal.value))
  const canRoll = computed(() => moves.value.some((a) => a.t === 'roll'))
  const hoverRung = ref<number | null>(null)
  const hoverDice = ref(false)
  const focusIndex = ref(-1)
  const focused = computed<ExxtraAction | null>(() => moves.value[focusIndex.value] ?? null)
  const focusRoll = computed(() => focused.value?.t === 'roll')
  /** the rung whose placement the board previews */
  const previewRung = computed(
    () => hoverRung.value ?? panelPreview.rung.value ?? (focused.value?.t === 'place' ? focused.value.rung : null),
  )
  const knocked = computed(() => {
    const r = previewRung.value
    return ok.value && r !== null && canPlace.value.has(r) ? new Set(knockedBy(props.state, r)) : new Set<number>()
  })
  watch(moves, () => {
    focusIndex.value = -1
    hoverRung.value = null
  })

  function act(a: ExxtraAction) {
    if (props.interactive) send(a)
  }
  /**
   * A rung clicked or keyed on a person's turn: a free one takes the held pair; any other is sent
   * too, so the game refuses it and the turn panel says why (explain's reason: taken, roll first…).
   */
  function place(rung: number) {
    if (canPlace.value.has(rung) || moves.value.length) act({ t: 'place', rung })
  }
  function roll() {
    if (canRoll.value) act({ t: 'roll' })
  }
  const step = (by: number) => {
    const n = moves.value.length
    if (!n) return false
    focusIndex.value = (focusIndex.value + by + n) % n
  }
  const onKey = keyHandler(BOARD_KEYS, {
    next: () => step(1),
    previous: () => step(-1),
    play: () => (moves.value.length && focused.value ? act(focused.value) : false),
    roll: () => (moves.value.length ? roll() : false),
    rung: (e) => (moves.value.length ? place(Number(e.key)) : false),
  })

  const cursor = computed(() =>
    (hoverRung.value !== null && canPlace.value.has(hoverRung.value)) || (hoverDice.value && canRoll.value)
      ? 'pointer'
      : 'default',
  )
  const blur = () => (focusIndex.value = -1)

  return { canPlace, canRoll, hoverRung, hoverDice, focusRoll, previewRung, knocked, place, roll, onKey, blur, cursor }
}
