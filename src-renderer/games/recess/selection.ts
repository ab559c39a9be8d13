import { reactive } from 'vue'
import { defineViewState } from '../viewState.js'
import type { Selection } from './view.js'

/**
 * The kid or nun picked on the board and the step value chosen for it. The board and the turn
 * panel show the same play, so they share this one selection, held by the view that shows them.
 */
export const useSelection = defineViewState(() => {
  const selection = reactive<Selection>({ kid: null, nun: null, steps: null })
  return {
    selection,
    clear: () => {
      selection.kid = null
      selection.nun = null
      selection.steps = null
    },
  }
})
