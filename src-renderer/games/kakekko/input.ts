import { computed, ref, watch } from 'vue'
import type { KakekkoAction, KakekkoScenario, KakekkoState } from '../../../shared/games/kakekko/types.js'
import { keyHandler } from '../../composables/useKeys.js'
import type { KakekkoMoves } from '../../stores/legal/kakekko.js'
import { noMoves, type BoardProps } from '../types.js'
import { BOARD_KEYS } from './keys.js'
import { useTool } from './layout.js'

type Props = BoardProps<KakekkoState, KakekkoAction, KakekkoScenario, KakekkoMoves>

const NO_WALKS: ReadonlyMap<number, readonly number[]> = new Map()

export const isState = (x: unknown): x is KakekkoState =>
  typeof x === 'object' && x !== null && 'g' in x && 'pos' in x && Array.isArray((x as KakekkoState).pos)

/**
 * The race board's input: the squares a person can walk to (with the steps each costs), the
 * shortcuts they can ink, the squares that take a secret base, in the tool the panel or the keys
 * picked; and what clicks and keys do with them.
 */
export function useBoardInput(props: Props, send: (a: KakekkoAction) => void) {
  const tool = useTool()
  const ok = computed(() => isState(props.state))
  const s = computed(() => props.state)
  const legal = computed(() => (ok.value && props.interactive ? (props.legal ?? noMoves<KakekkoAction>()).actions : []))
  const acting = computed(() => ok.value && props.interactive && s.value.phase === 'act')
  const walks = computed(() => (acting.value ? (props.legal?.walks ?? NO_WALKS) : NO_WALKS))
  /** the squares a walk reaches: square id → steps */
  const reach = computed(() => new Map([...walks.value].map(([id, path]) => [id, path.length])))
  const inkable = computed(() => new Set(legal.value.flatMap((a) => (a.t === 'connect' ? [a.slot] : []))))
  const makeable = computed(() => new Set(legal.value.flatMap((a) => (a.t === 'make' ? [a.square] : []))))
  const mode = computed(() => (acting.value ? tool.value : 'walk'))
  const focusIndex = ref(-1)
  const hoverSquare = ref<number | null>(null)
  const hoverSlot = ref<number | null>(null)

  watch(
    () => props.state,
    () => {
      tool.value = 'walk'
      focusIndex.value = -1
    },
  )

  /** keyboard targets for the current mode: square ids, or slot ids in connect mode */
  const targets = computed<number[]>(() => {
    if (!acting.value) return []
    if (mode.value === 'connect') return [...inkable.value]
    if (mode.value === 'make') return [...makeable.value]
    return [...reach.value.entries()].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id)
  })
  const focused = computed(() => (focusIndex.value >= 0 ? (targets.value[focusIndex.value] ?? null) : null))
  const pointed = computed(() => (mode.value === 'walk' ? (hoverSquare.value ?? focused.value) : null))
  const previewPath = computed(() => (pointed.value !== null ? (walks.value.get(pointed.value) ?? []) : []))

  function clickSquare(id: number) {
    if (!acting.value) return
    if (mode.value === 'make') {
      if (makeable.value.has(id)) send({ t: 'make', square: id })
      return
    }
    if (mode.value === 'walk') for (const step of walks.value.get(id) ?? []) send({ t: 'walk', to: step })
  }
  function clickSlot(id: number) {
    if (acting.value && mode.value === 'connect' && inkable.value.has(id)) send({ t: 'connect', slot: id })
  }
  /** the tool the key names, or back to walking when it is on already */
  function toggle(which: 'connect' | 'make', available: boolean) {
    if (!available) return false
    tool.value = tool.value === which ? 'walk' : which
    focusIndex.value = -1
  }
  const step = (by: number) => {
    const n = targets.value.length
    if (n) focusIndex.value = (focusIndex.value + by + n) % n
  }
  const inPhase = (phase: KakekkoState['phase']) => ok.value && props.interactive && s.value.phase === phase

  const onKey = keyHandler(BOARD_KEYS, {
    play: () => {
      if (inPhase('roll')) return send({ t: 'roll' })
      if (!inPhase('act') || focused.value === null) return false
      if (mode.value === 'connect') clickSlot(focused.value)
      else clickSquare(focused.value)
    },
    spend: (e) => {
      if (!inPhase('raise')) return false
      const k = Number(e.key)
      if (legal.value.some((a) => a.t === 'raise' && a.marbles === k)) send({ t: 'raise', marbles: k })
    },
    next: () => (inPhase('act') ? step(1) : false),
    previous: () => (inPhase('act') ? step(-1) : false),
    letGo: () => {
      if (!inPhase('act')) return false
      tool.value = 'walk'
      focusIndex.value = -1
    },
    connect: () => (inPhase('act') ? toggle('connect', inkable.value.size > 0) : false),
    make: () => (inPhase('act') ? toggle('make', makeable.value.size > 0) : false),
    rest: () => (inPhase('act') && legal.value.some((a) => a.t === 'rest') ? send({ t: 'rest' }) : false),
    end: () => (inPhase('act') ? send({ t: 'end' }) : false),
  })

  const cursor = computed(() => (hoverSquare.value !== null || hoverSlot.value !== null ? 'pointer' : 'default'))
  const blur = () => (focusIndex.value = -1)

  return {
    mode,
    reach,
    inkable,
    makeable,
    focused,
    hoverSquare,
    hoverSlot,
    previewPath,
    clickSquare,
    clickSlot,
    onKey,
    blur,
    cursor,
  }
}
