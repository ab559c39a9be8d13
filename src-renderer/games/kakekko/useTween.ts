import { onBeforeUnmount, ref } from 'vue'

/** progress 0 → 1 over `ms`, eased; 1 when idle */
export function useTween(ms: number) {
  const t = ref(1)
  let frame = 0
  let t0 = 0
  const raf = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : null
  function tick(now: number) {
    const p = Math.min(1, (now - t0) / ms)
    t.value = 1 - (1 - p) * (1 - p)
    if (p < 1 && raf) frame = raf(tick)
  }
  function start() {
    if (!raf) return
    cancelAnimationFrame(frame)
    t0 = performance.now()
    t.value = 0
    frame = raf(tick)
  }
  onBeforeUnmount(() => {
    if (raf) cancelAnimationFrame(frame)
  })
  return { t, start }
}
