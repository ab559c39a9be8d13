import { computed, ref, watch } from 'vue'
import type { SwishAction, SwishState } from '../../../shared/games/swish/types.js'
import { easeOut, useTween } from '../../composables/useTween.js'
import { isSwishState, lerp, pileBone } from './view.js'

/**
 * The eaten bone's glide from the pond to the tail of the fish that ate it (or to its indigestion
 * pile). While it glides, the fish layer leaves that bone out and the aim layer draws it moving.
 */
export function useEatGlide(props: { state: SwishState; previous: SwishState | null; lastAction: SwishAction | null }) {
  const tween = useTween(650)
  const gliding = ref<{ from: number[]; to: number[]; c: number; seat: number; grew: boolean } | null>(null)
  watch(
    () => props.state,
    (next) => {
      const prev = props.previous
      const eaten =
        props.lastAction && prev && isSwishState(prev) && isSwishState(next) && prev.phase !== 'setup'
          ? prev.pond.find((b) => !next.pond.some((x) => x.id === b.id))
          : undefined
      if (!prev || !eaten) {
        gliding.value = null
        return
      }
      const seat = prev.seat
      const before = prev.fish[seat]!,
        after = next.fish[seat]!
      const grew = after.c.length > before.c.length
      const k = after.p.length
      const to = grew
        ? [after.p[k - 4], after.p[k - 3], after.p[k - 2], after.p[k - 1]]
        : pileBone(next, seat, next.sick[seat].length - 1)
      gliding.value = { from: [eaten.x1, eaten.y1, eaten.x2, eaten.y2], to, c: eaten.c, seat, grew }
      tween.start()
    },
  )
  const active = computed(() => (gliding.value && tween.t.value < 1 ? gliding.value : null))
  /** the gliding bone now: its ends (world), colour, and how far it has gone (eased) */
  const bone = computed(() => {
    const g = active.value
    if (!g) return null
    const e = easeOut(tween.t.value)
    return { ends: g.from.map((v, i) => lerp(v, g.to[i], e)), c: g.c, grew: g.grew, e }
  })
  /** 1 when `seat`'s newest tail bone (grew) or pile bone (not) is still on its way */
  const hidden = (seat: number, grew: boolean) =>
    active.value && active.value.seat === seat && active.value.grew === grew ? 1 : 0
  return { bone, hidden }
}
