import { onBeforeUnmount, ref } from 'vue'

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * A progress value from 0 to 1 over `duration` ms, driven by requestAnimationFrame. `start()`
 * restarts it; with reduced motion (or no animation frames) it jumps straight to 1.
 */
export function useTween(duration: number) {
  const t = ref(1)
  let frame = 0
  const cancel = () => {
    if (frame && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame)
    frame = 0
  }
  function start() {
    cancel()
    if (reducedMotion() || typeof requestAnimationFrame !== 'function') {
      t.value = 1
      return
    }
    const t0 = performance.now()
    t.value = 0
    const step = (now: number) => {
      t.value = Math.min(1, Math.max(0, (now - t0) / duration))
      frame = t.value < 1 ? requestAnimationFrame(step) : 0
    }
    frame = requestAnimationFrame(step)
  }
  onBeforeUnmount(cancel)
  return { t, start }
}
