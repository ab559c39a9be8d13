import { onScopeDispose, shallowRef, watch, type ShallowRef } from 'vue'

/**
 * `source`'s value one animation frame after it changes (several changes in one frame give the
 * last). An editor gives its ground layer (the paper under the squares, the roads between them) a
 * value that lags: a drop then redraws the layer of the shapes in one frame and the ground in the
 * next, instead of both in one main-thread task, which on a crowded board went over 50 ms of CPU
 * (issue 18 §4, drag1000.measure.ts). The ground catches up 16 ms later, too soon to see.
 */
export function nextFrame<T>(source: () => T): Readonly<ShallowRef<T>> {
  const out = shallowRef(source())
  let frame = 0
  watch(source, (value) => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      out.value = value
    })
  })
  onScopeDispose(() => cancelAnimationFrame(frame))
  return out
}
