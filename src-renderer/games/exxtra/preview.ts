import { ref } from 'vue'

/**
 * The rung a Place button in the panel points at (hovered or focused), so the board can show what
 * that placement would knock back. Board and panel are siblings in the play view: this one shared
 * ref is their only link.
 */
export const panelPreviewRung = ref<number | null>(null)
