import { onBeforeUnmount, ref } from 'vue'

function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

export const linear = (p: number) => p
export const easeOut = (p: number) => 1 - (1 - p) * (1 - p)

/**
 * A progress value from 0 to 1 over `duration` ms, driven by requestAnimationFrame and shaped by
 * `ease`. `start()` restarts it; with reduced motion (or no animation frames) it jumps to 1.
 * Hand-written rather than a Konva tween: the boards derive whole scenes from one number.
 */
export function useTween(duration: number, ease: (p: number) => number = linear) {
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
      const p = Math.min(1, Math.max(0, (now - t0) / duration))
      t.value = p < 1 ? ease(p) : 1
      frame = p < 1 ? requestAnimationFrame(step) : 0
    }
    frame = requestAnimationFrame(step)
  }
  onBeforeUnmount(cancel)
  return { t, start }
}
