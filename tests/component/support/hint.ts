import { defineComponent, shallowRef, watchEffect } from 'vue'
import type { BaseAction } from '../../../shared/engine/types.js'
import { useHintedMove } from '../../../src-renderer/charts/hintState.js'

/** the move the stand-in hint box publishes; set it to show or drop a hint */
export const hintedMove = shallowRef<(BaseAction & Record<string, unknown>) | null>(null)

/**
 * A stand-in for the Hint box, to mount beside a board with `inView`: it publishes `hintedMove` as
 * the view's hinted move, as HintBox does after the bot answered.
 */
export const HintStandIn = defineComponent({
  inheritAttrs: false,
  setup() {
    const hinted = useHintedMove()
    watchEffect(() => (hinted.value = hintedMove.value))
    return () => null
  },
})
