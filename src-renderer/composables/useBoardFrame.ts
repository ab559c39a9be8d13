import { computed, type Ref } from 'vue'
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
 * fallback before the box is measured), `fit` places the board in it (its zoom and offset), and
 * pointer positions come back in board units.
 */
export function useBoardFrame<F extends Frame>(
  box: Readonly<Ref<HTMLElement | null>>,
  fallback: { width: number; height: number },
  fit: (width: number, height: number) => F,
) {
  const size = useElementSize(box)
  const width = computed(() => (size.width.value > 0 ? Math.floor(size.width.value) : fallback.width))
  const height = computed(() => (size.height.value > 0 ? Math.floor(size.height.value) : fallback.height))
  const frame = computed(() => fit(width.value, height.value))

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
  const group = computed(() => ({ x: frame.value.ox, y: frame.value.oy, scaleX: frame.value.scale, scaleY: frame.value.scale }))

  return { width, height, frame, toBoard, toStage, pointer, group }
}
