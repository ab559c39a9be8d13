import { defineComponent, h, type Component } from 'vue'
import { provideViewState } from '../../../src-renderer/games/viewState.js'

/**
 * A stand-in for the play view: provides the view's state and shows the given components (a board
 * and its panel) side by side with the same props, as PlayView does. Props passed to it reach each.
 */
export function inView(...parts: Component[]) {
  return defineComponent({
    inheritAttrs: false,
    setup(_, { attrs }) {
      provideViewState()
      return () =>
        h(
          'div',
          parts.map((part) => h(part, attrs)),
        )
    },
  })
}
