import { ref } from 'vue'
import { defineViewState } from '../viewState.js'

/**
 * The rung a Place button in the panel points at (hovered or focused), so the board can show what
 * that placement would knock back. Board and panel are siblings in the play view, which holds this.
 */
export const usePanelPreview = defineViewState(() => ({ rung: ref<number | null>(null) }))
