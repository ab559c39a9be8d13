import { computed, ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { candidateAngles } from '../../../shared/games/swish/bots.js'
import { headingDeg, wrapDeg } from '../../../shared/games/swish/geometry.js'
import type { SwishAction, SwishScenario, SwishState } from '../../../shared/games/swish/types.js'
import { keyHandler } from '../../composables/useKeys.js'
import type { PointerEvt } from '../../composables/useBoardFrame.js'
import { useReason } from '../../composables/useReason.js'
import { noMoves, type BoardProps } from '../types.js'
import { BOARD_KEYS } from './keys.js'
import { isSwishState } from './view.js'

type Props = BoardProps<SwishState, SwishAction, SwishScenario>

/** one step through a list, wrapping, from `current` (or from the start) */
function cycle<T>(list: readonly T[], current: T | null, by: number): T | null {
  if (!list.length) return null
  const i = current === null ? -1 : list.indexOf(current)
  return list[((((i < 0 ? (by > 0 ? -1 : 0) : i) + by) % list.length) + list.length) % list.length]
}

/**
 * The pond's input. Setup: a pond bone and a start place, in either order. Swimming: the turn of
 * the next bone, aimed with the pointer on the arc around the front joint (dragged, snapped to the
 * aimed angles within 2°) or with the arrows (1°, with Shift 10°). Eating: the fish to eat.
 */
export function useBoardInput(
  props: Props,
  send: (a: SwishAction) => void,
  pointer: (e: PointerEvt) => { x: number; y: number } | null,
) {
  const { t } = useI18n()
  const { say } = useReason()
  const ok = computed(() => isSwishState(props.state))
  const s = computed(() => props.state)
  const moves = computed(() =>
    ok.value && props.interactive ? (props.legal ?? noMoves<SwishAction>()) : noMoves<SwishAction>(),
  )
  const legal = computed(() => moves.value.actions)
  const checking = computed(() => moves.value.checking)
  const legalSteps = computed(() => new Set(legal.value.flatMap((a) => (a.t === 'step' ? [a.deg] : []))))
  const pickable = computed(() => new Set(legal.value.flatMap((a) => (a.t === 'pick' ? [a.bone] : []))))
  const slotsOpen = computed(() => [...new Set(legal.value.flatMap((a) => (a.t === 'pick' ? [a.slot] : [])))])
  const eatable = computed(() => legal.value.flatMap((a) => (a.t === 'eat' ? [a.fish] : [])))
  const swimming = computed(
    () => ok.value && s.value.phase === 'swim' && props.interactive && legalSteps.value.size > 0,
  )

  const chosenBone = ref<number | null>(null)
  const chosenSlot = ref<number | null>(null)
  const hoverSlot = ref<number | null>(null)
  const preview = ref<number | null>(null)
  const dragging = ref(false)
  const focusIndex = ref(-1)
  watch(
    () => props.state,
    () => {
      preview.value = null
      dragging.value = false
      chosenBone.value = null
      chosenSlot.value = null
      focusIndex.value = -1
    },
  )

  function act(a: SwishAction) {
    if (props.interactive) send(a)
  }
  function tryPick() {
    if (chosenBone.value === null || chosenSlot.value === null) return
    const a: SwishAction = { t: 'pick', bone: chosenBone.value, slot: chosenSlot.value }
    if (legal.value.some((x) => x.t === 'pick' && x.bone === a.bone && x.slot === a.slot)) act(a)
  }
  function clickPond(id: number) {
    if (!props.interactive) return
    if (s.value.phase === 'eat' && eatable.value.includes(id)) act({ t: 'eat', fish: id })
    else if (s.value.phase === 'setup' && pickable.value.has(id)) {
      chosenBone.value = id
      tryPick()
    }
  }
  function clickSlot(i: number) {
    if (!props.interactive || !slotsOpen.value.includes(i)) return
    chosenSlot.value = i
    tryPick()
  }

  /** the front joint of the fish on turn, and its heading (degrees) */
  const front = computed(() => {
    const f = ok.value ? s.value.fish[s.value.seat] : null
    return f ? { x: f.p[0], y: f.p[1], h: headingDeg(f.p[0] - f.p[2], f.p[1] - f.p[3]) } : null
  })
  /** the angles the search would aim at, shown as dots on the arc */
  const aims = computed(() =>
    swimming.value ? candidateAngles(s.value).filter((d) => d % 10 !== 0 && legalSteps.value.has(d)) : [],
  )

  /** the whole-degree turn the pointer points at, snapped to an aimed angle within 2°; null off the arc */
  function angleAt(e: PointerEvt, loose: boolean): number | null {
    const f = front.value
    const w = pointer(e)
    if (!f || !w) return null
    const dx = w.x - f.x,
      dy = w.y - f.y
    const r = Math.hypot(dx, dy)
    if (!loose && (r < 0.4 || r > 1.8)) return null
    const L = s.value.limit
    const raw = wrapDeg(headingDeg(dx, dy) - f.h)
    if (!loose && Math.abs(raw) > L + 6) return null
    const near = aims.value.find((d) => Math.abs(d - raw) <= 2)
    return near ?? Math.max(-L, Math.min(L, Math.round(raw)))
  }
  function onDown(e: PointerEvt) {
    const a = swimming.value ? angleAt(e, false) : null
    if (a === null) return
    dragging.value = true
    preview.value = a
  }
  function onMove(e: PointerEvt) {
    const a = swimming.value ? angleAt(e, dragging.value) : null
    if (a !== null) preview.value = a
  }
  function onUp() {
    if (!dragging.value) return
    dragging.value = false
    if (preview.value !== null && legalSteps.value.has(preview.value)) act({ t: 'step', deg: preview.value })
  }

  /** the fish the keyboard is on while eating */
  const focusedFish = computed(() =>
    ok.value && s.value.phase === 'eat' ? (eatable.value[focusIndex.value] ?? null) : null,
  )
  const phase = (p: SwishState['phase']) => ok.value && props.interactive && s.value.phase === p
  const aim = (by: number) => {
    const L = s.value.limit
    preview.value = Math.max(-L, Math.min(L, (preview.value ?? 0) + by))
  }
  /** an arrow: aims when swimming, picks a bone (←→) or a start place (↑↓) at setup, a fish when eating */
  function arrow(by: 1 | -1, across: boolean, big: boolean): boolean | void {
    if (phase('swim')) return across ? aim(by * (big ? 10 : 1)) : false
    if (phase('setup')) {
      if (across) chosenBone.value = cycle([...pickable.value], chosenBone.value, by)
      else chosenSlot.value = cycle(slotsOpen.value, chosenSlot.value, by)
      return
    }
    const n = eatable.value.length
    if (!phase('eat') || !n) return false
    focusIndex.value = (focusIndex.value + by + n) % n
  }
  const onKey = keyHandler(BOARD_KEYS, {
    left: () => arrow(-1, true, false),
    right: () => arrow(1, true, false),
    bigLeft: () => arrow(-1, true, true),
    bigRight: () => arrow(1, true, true),
    up: () => arrow(-1, false, false),
    down: () => arrow(1, false, false),
    play: () => {
      if (phase('swim')) {
        const d = preview.value ?? 0
        if (legalSteps.value.has(d)) act({ t: 'step', deg: d })
      } else if (phase('setup')) tryPick()
      else if (phase('eat') && focusedFish.value !== null) clickPond(focusedFish.value)
      else return false
    },
    stop: () => (phase('swim') && legal.value.some((a) => a.t === 'stop') ? act({ t: 'stop' }) : false),
    pass: () => (phase('swim') && legal.value.some((a) => a.t === 'pass') ? act({ t: 'pass' }) : false),
  })

  const previewReason = computed(() => {
    const d = preview.value
    if (!swimming.value || d === null) return ''
    const why = moves.value.why({ t: 'step', deg: d })
    if (why === undefined) return t('swish.board.checking')
    return why
      ? t('swish.board.previewBad', { deg: d, reason: say(why, props.seats) })
      : t('swish.board.previewGood', { deg: d })
  })

  return {
    checking,
    legalSteps,
    pickable,
    slotsOpen,
    eatable,
    swimming,
    chosenBone,
    chosenSlot,
    hoverSlot,
    preview,
    dragging,
    front,
    aims,
    focusedFish,
    previewReason,
    clickPond,
    clickSlot,
    onDown,
    onMove,
    onUp,
    onKey,
  }
}
