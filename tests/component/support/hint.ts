import { afterEach } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { defineComponent, shallowRef, watchEffect, type Component } from 'vue'
import type { BaseAction } from '../../../shared/engine/types.js'
import { useHintedMove } from '../../../src-renderer/charts/hintState.js'
import { gamePart } from './mount.js'
import { inView } from './view.js'

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

/**
 * How a board's hint tests mount it: beside the stand-in hint box, in a view, as `gamePart` mounts a
 * part; the hinted move is dropped after each test. `label()` is the board's accessible label
 * (its element carries `data-testid` = `testId`).
 */
export function hintedBoard<S, L>(
  board: Component,
  base: { scenario: unknown; seats: unknown[]; legal: (state: S) => L; testId: string },
) {
  const { mountWith, stage } = gamePart(base)
  const component = inView(HintStandIn, board)
  let last: VueWrapper | null = null
  afterEach(() => {
    hintedMove.value = null
    last = null
  })
  return {
    mount: (state: S) => (last = mountWith(component, state)),
    stage,
    label: () => last!.get(`[data-testid="${base.testId}"]`).attributes('aria-label')!,
  }
}
