import { computed, shallowRef, watch, type ComputedRef, type Ref } from 'vue'
import { useElementSize } from '@vueuse/core'

/** board units → stage pixels: `stage = board × scale + offset` */
export interface Frame {
  ox: number
  oy: number
  scale: number
}

/** what a Konva pointer event offers: its stage's pointer position */
export interface PointerEvt {
  target: { getStage(): { getPointerPosition(): { x: number; y: number } | null } | null }
}

/**
 * The frame every board and editor canvas shares: the stage follows the size of its box (with a
 * fallback where the box has no size, as in component tests); a stage made once `ready` (the box
 * measured) starts at its box's size. `fit` places the board in it (its zoom and offset), and pointer positions come back
 * in board units.
 */
export function useBoardFrame<F extends Frame>(
  box: Readonly<Ref<HTMLElement | null>>,
  fallback: { width: number; height: number },
  fit: (width: number, height: number) => F,
  opts: { stages?: number } = {},
) {
  const size = useElementSize(box)
  // The box is measured before the stage is made (`ready`): a stage made at the fallback size and
  // resized a frame later draws all its layers twice, the second time at once in the resize
  // (Konva's Stage._resizeDOM), over 100 ms for a large board. A box laid out with a size is
  // measured once the view around it has been painted (a task after the next frame), so the stage
  // is built and drawn in a task of its own, not in the one that mounts the view nor in the frame
  // that lays it out: three tasks well under 50 ms rather than one over it.
  const first = shallowRef<{ width: number; height: number } | null>(null)
  /** the box was laid out with a size: the board is built in tasks after the page's frames */
  let painted = false
  watch(
    box,
    (el) => {
      if (!el || first.value) return
      const now = contentSize(el)
      painted = now.width > 0 && now.height > 0 && typeof requestAnimationFrame === 'function'
      if (painted) requestAnimationFrame(() => setTimeout(() => (first.value ??= contentSize(el))))
      else first.value = now
    },
    { immediate: true, flush: 'post' },
  )
  const ready = computed(() => first.value !== null)
  // A large board's layers, made and drawn in one task, take over 50 ms (the longest Kakekko save:
  // 50-70 ms of CPU here). With `stages`, the board shows its layers in turn, one task each
  // (`built` counts them), and hides the stage until `whole`: a person sees the board appear
  // whole, a few frames later, and the page never stalls for it. A box with no size (nothing is
  // painted, as in component tests) gets every layer at once.
  const stages = opts.stages ?? 1
  const built = shallowRef(0)
  watch(
    ready,
    (on) => {
      if (!on || built.value > 0) return
      built.value = painted ? 1 : stages
      const next = () => {
        if (built.value >= stages) return
        requestAnimationFrame(() =>
          setTimeout(() => {
            built.value++
            next()
          }),
        )
      }
      next()
    },
    { immediate: true },
  )
  const whole = computed(() => built.value >= stages)
  const measure = (observed: number, key: 'width' | 'height') => {
    const px = observed > 0 ? observed : (first.value?.[key] ?? 0)
    return px > 0 ? Math.floor(px) : fallback[key]
  }
  const width = computed(() => measure(size.width.value, 'width'))
  const height = computed(() => measure(size.height.value, 'height'))
  // a fit that reads the state (to know the board) is asked again at every move; while the frame
  // comes out the same it stays the same object, so the layers drawn from it are not redrawn
  const frame = computed<F>((previous) => {
    const next = fit(width.value, height.value)
    return previous !== undefined && sameData(previous, next) ? previous : next
  })

  const toBoard = (x: number, y: number) => {
    const f = frame.value
    return { x: (x - f.ox) / f.scale, y: (y - f.oy) / f.scale }
  }
  const toStage = (x: number, y: number) => {
    const f = frame.value
    return { x: f.ox + x * f.scale, y: f.oy + y * f.scale }
  }
  /** the pointer of a Konva event, in board units */
  function pointer(e: PointerEvt): { x: number; y: number } | null {
    const p = e.target.getStage()?.getPointerPosition()
    return p ? toBoard(p.x, p.y) : null
  }
  /** a Konva group config that draws board units in place */
  const group = computed((previous?: { x: number; y: number; scaleX: number; scaleY: number }) => {
    const next = { x: frame.value.ox, y: frame.value.oy, scaleX: frame.value.scale, scaleY: frame.value.scale }
    return previous !== undefined && sameData(previous, next) ? previous : next
  })

  /** the stage's size and the board's place on it, for a layer drawn over the board (a playtest's heat map) */
  const stage = computed(() => ({ width: width.value, height: height.value, group: group.value }))

  return { width, height, ready, built, whole, frame, toBoard, toStage, pointer, group, stage }
}

/** an element's content box, as a ResizeObserver gives it (useElementSize's default) */
function contentSize(el: HTMLElement): { width: number; height: number } {
  const r = el.getBoundingClientRect()
  const css = getComputedStyle(el)
  const px = (...names: string[]) => names.reduce((sum, n) => sum + (parseFloat(css.getPropertyValue(n)) || 0), 0)
  return {
    width: r.width - px('padding-left', 'padding-right', 'border-left-width', 'border-right-width'),
    height: r.height - px('padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'),
  }
}

/**
 * `next`, with every part of it equal in depth to the same part of `prev` replaced by that part of
 * `prev` (structural sharing): `prev` itself when the two are equal. A layer's `computed` that
 * builds its shapes' configs anew at every move passes them through this (`computed((prev) =>
 * reuse(prev, build()))`): a shape whose config is the same object as before is not patched by
 * Vue nor set again on its Konva node, so a move costs what it changes, not the whole layer
 * (issue 18 §4: a replay step of Exxtra patched every rung and square, 30-55 ms). Only plain
 * objects and arrays are walked; anything else is kept from `prev` only when identical. Arrays are
 * matched by index, which is what a keyed `v-for` over a list in a stable order needs.
 */
/** a `computed` whose value goes through `reuse`: the parts equal to the last value are the last value's */
export function shapes<T>(build: () => T): ComputedRef<T> {
  return computed((prev?: T) => reuse(prev, build()))
}

export function reuse<T>(prev: T | undefined, next: T): T {
  if (Object.is(prev, next) || !plain(prev) || !plain(next)) return next
  if (Array.isArray(prev) !== Array.isArray(next)) return next
  const before = prev as Record<string, unknown>
  const after = next as Record<string, unknown>
  const keys = Object.keys(after)
  let same = keys.length === Object.keys(before).length
  // `next` may hold objects that are not the layer's own (the game state's arrays, constants):
  // it is copied, never written, when a part of it is replaced
  let out: Record<string, unknown> | null = null
  for (const k of keys) {
    const v = reuse(before[k], after[k])
    if (v !== after[k])
      (out ??= (Array.isArray(after) ? [...(after as unknown[])] : { ...after }) as Record<string, unknown>)[k] = v
    if (v !== before[k] || !(k in before)) same = false
  }
  return same ? prev : ((out ?? next) as T)
}

function plain(x: unknown): x is object {
  if (typeof x !== 'object' || x === null) return false
  const proto: unknown = Object.getPrototypeOf(x)
  return proto === Object.prototype || proto === Array.prototype || proto === null
}

/** plain data (numbers, strings, arrays, objects, and anything compared by identity) equal in depth */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
