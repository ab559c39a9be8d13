import { computed, ref, watch } from 'vue'
import type { RecessAction, RecessScenario, RecessState } from '../../../shared/games/recess/index.js'
import { keyHandler } from '../../composables/useKeys.js'
import { noMoves, type BoardProps } from '../types.js'
import { BOARD_KEYS } from './keys.js'
import { useSelection } from './selection.js'
import { isState, pickable, stepOptions, stepsInUse, targets, type Target } from './view.js'

type Props = BoardProps<RecessState, RecessAction, RecessScenario>
export interface PieceRef {
  kid: number
  nun: number
  pick: boolean
}

/**
 * The playground's input: what the person on turn may pick and where it may go, and what mouse,
 * touch and keys do with it. The selection is shared with the turn panel through the view.
 */
export function useBoardInput(props: Props, send: (a: RecessAction) => void) {
  const { selection, clear } = useSelection()
  const ok = computed(() => isState(props.state))
  const s = computed(() => props.state)
  const W = computed(() => s.value.board.width)
  const rcOf = (cell: number): [number, number] => [Math.floor(cell / W.value), cell % W.value]

  const legal = computed(() => (ok.value && !s.value.over ? (props.legal ?? noMoves<RecessAction>()).actions : []))
  const mine = computed(() => (props.interactive ? legal.value : []))
  const picks = computed(() => pickable(mine.value))
  const list = computed<Target[]>(() => (ok.value ? targets(s.value, mine.value, selection) : []))
  const byCell = computed(() => new Map(list.value.map((x) => [x.cell, x])))
  const hoverCell = ref<number | null>(null)
  const hoverPick = ref(false)
  const focus = ref(-1)
  const focusTarget = computed(() => list.value[focus.value] ?? null)

  // a lone nun that can move needs no picking first
  watch(
    () => [props.state, props.interactive] as const,
    () => {
      focus.value = -1
      if (!ok.value) return
      if (selection.kid !== null && !picks.value.kids.has(selection.kid)) clear()
      if (selection.nun !== null && !picks.value.nuns.has(selection.nun)) selection.nun = null
      if (s.value.phase === 1 && picks.value.nuns.size === 1) selection.nun = [...picks.value.nuns][0]
    },
    { immediate: true },
  )

  function act(a: RecessAction) {
    if (props.interactive) send(a)
  }

  function pickPiece(p: PieceRef) {
    if (p.kid >= 0) {
      selection.kid = selection.kid === p.kid ? null : p.kid
      selection.nun = null
      selection.steps = null
    } else {
      selection.nun = selection.nun === p.nun ? null : p.nun
      selection.kid = null
    }
    focus.value = -1
  }

  /** a click on a cell: a highlighted target acts; otherwise the try is sent so the frame can say why not */
  function clickCell(cell: number) {
    if (!props.interactive || !ok.value) return
    const hit = byCell.value.get(cell)
    if (hit) return act(hit.action)
    const to = rcOf(cell)
    if (s.value.pend?.t === 'shove') return act({ t: 'shove', to })
    if (s.value.pend?.t === 'tattle') return act({ t: 'tattle', to })
    if (selection.kid !== null) {
      const steps = stepsInUse(legal.value, selection) ?? s.value.left[0] ?? 1
      return act({ t: 'kid', kid: selection.kid, steps, to })
    }
    if (selection.nun !== null) return act({ t: 'nun', nun: selection.nun, to })
  }

  function clickPiece(p: PieceRef) {
    const onBoard = p.kid < 0 || s.value.kp[p.kid] >= 0
    const cell = p.kid >= 0 ? s.value.kp[p.kid] : s.value.np[p.nun]
    if (onBoard && byCell.value.has(cell) && !(p.pick && selection.kid === null && selection.nun === null))
      return clickCell(cell)
    if (p.pick) return pickPiece(p)
    if (onBoard) clickCell(cell)
  }

  /** the kids and nuns the keyboard steps through when nothing is picked yet */
  const pickList = computed<PieceRef[]>(() => [
    ...[...picks.value.kids].map((kid) => ({ kid, nun: -1, pick: true })),
    ...[...picks.value.nuns].map((nun) => ({ kid: -1, nun, pick: true })),
  ])
  /** the kid or nun the keyboard is on, when nothing is selected yet */
  const focusPiece = computed(() =>
    list.value.length || focus.value < 0 ? null : (pickList.value[focus.value] ?? null),
  )
  const step = (by: number) => {
    const n = list.value.length || pickList.value.length
    focus.value = n ? (focus.value + by + n) % n : -1
  }

  const onKey = keyHandler(BOARD_KEYS, {
    next: () => (props.interactive ? step(1) : false),
    previous: () => (props.interactive ? step(-1) : false),
    play: () => {
      if (!props.interactive) return false
      if (list.value.length && focusTarget.value) act(focusTarget.value.action)
      else if (!list.value.length && focusPiece.value) pickPiece(focusPiece.value)
    },
    letGo: () => {
      if (!props.interactive) return false
      clear()
      focus.value = -1
    },
    steps: (e) => {
      if (!props.interactive || selection.kid === null) return false
      const v = Number(e.key)
      if (stepOptions(legal.value, selection.kid).includes(v)) selection.steps = v
    },
    pass: () => (props.interactive && legal.value.some((a) => a.t === 'pass') ? act({ t: 'pass' }) : false),
  })

  const cursor = computed(() =>
    hoverPick.value || (hoverCell.value !== null && byCell.value.has(hoverCell.value)) ? 'pointer' : 'default',
  )

  return { selection, picks, list, hoverCell, hoverPick, focus, focusPiece, act, clickCell, clickPiece, onKey, cursor }
}
