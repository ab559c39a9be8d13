import { reactive } from 'vue'
import type { Selection } from './view.js'

/**
 * The kid or nun picked on the board and the step value chosen for it. The board and the turn
 * panel show the same play, so they share this one selection.
 */
const selection = reactive<Selection>({ kid: null, nun: null, steps: null })

export function useSelection() {
  return {
    selection,
    clear() {
      selection.kid = null
      selection.nun = null
      selection.steps = null
    },
  }
}
