import { computed, ref, watch, type ComputedRef } from 'vue'
import type Konva from 'konva'
import {
  addSlot,
  addSquare,
  deleteRoad,
  deleteSlot,
  deleteSquare,
  moveSquare,
  snap,
  squareAt,
  toggleRoad,
} from '../../../shared/games/kakekko/editor.js'
import type { Board, KakekkoScenario, Square } from '../../../shared/games/kakekko/types.js'
import type { PointerEvt } from '../../composables/useBoardFrame.js'
import { keyHandler } from '../../composables/useKeys.js'
import { EDITOR_KEYS } from './keys.js'
import { SQUARE_R } from './layout.js'
import { liftForDrag } from '../../editor/dragLayer.js'

export type ToolName = 'select' | 'square' | 'road' | 'slot' | 'erase'
export const TOOLS: ToolName[] = ['select', 'square', 'road', 'slot', 'erase']

export type DragEvent = { target: Konva.Node }

/** what the editor's input works on (Editor.vue) */
export interface EditorInputContext {
  board: ComputedRef<Board>
  byId: ComputedRef<Map<number, Square>>
  /** the scenario with the board as drawn */
  current: () => KakekkoScenario
  update: (next: KakekkoScenario) => void
  pointer: (e: PointerEvt) => { x: number; y: number } | null
}

/**
 * The course editor's input: the tool, the selection, the square picked first for a road or a
 * shortcut, and what clicks, drags and keys on the canvas do with them.
 */
export function useKakekkoEditorInput({ board, byId, current, update, pointer }: EditorInputContext) {
  const toolName = ref<ToolName>('select')
  const selected = ref<{ square: number } | { slot: number } | null>(null)
  const pending = ref<number | null>(null)
  watch(toolName, () => {
    pending.value = null
  })

  /** the ids of the selected square and slot, if any */
  const selSquare = computed(() => (selected.value && 'square' in selected.value ? selected.value.square : null))
  const selSlot = computed(() => (selected.value && 'slot' in selected.value ? selected.value.slot : null))

  function clickBackground(e: PointerEvt) {
    const p = pointer(e)
    if (toolName.value === 'square' && p) {
      if (squareAt(board.value, snap(p.x), snap(p.y), SQUARE_R * 1.5)) return
      const added = addSquare(current(), p.x, p.y)
      const from = selSquare.value === null ? undefined : byId.value.get(selSquare.value)
      selected.value = { square: added.id }
      update(from ? toggleRoad(added.scenario, from.id, added.id) : added.scenario)
      return
    }
    pending.value = null
    if (toolName.value === 'select') selected.value = null
  }

  function clickSquare(id: number) {
    switch (toolName.value) {
      case 'select':
      case 'square':
        selected.value = { square: id }
        return
      case 'erase':
        if (selected.value && 'square' in selected.value && selected.value.square === id) selected.value = null
        update(deleteSquare(current(), id))
        return
      case 'road':
      case 'slot': {
        if (pending.value === null || pending.value === id) {
          pending.value = pending.value === id ? null : id
          return
        }
        const a = pending.value
        pending.value = null
        if (toolName.value === 'road') {
          update(toggleRoad(current(), a, id))
          return
        }
        const existing = board.value.slots.find((s) => (s.a === a && s.b === id) || (s.a === id && s.b === a))
        if (existing) {
          selected.value = { slot: existing.id }
          return
        }
        const added = addSlot(current(), a, id)
        selected.value = { slot: added.id }
        update(added.scenario)
      }
    }
  }

  function clickSlot(id: number) {
    if (toolName.value === 'erase') {
      if (selected.value && 'slot' in selected.value && selected.value.slot === id) selected.value = null
      update(deleteSlot(current(), id))
    } else if (toolName.value === 'select') selected.value = { slot: id }
  }

  function clickRoad(index: number) {
    if (toolName.value === 'erase') update(deleteRoad(current(), index))
  }

  /**
   * While a square is dragged only Konva works: the square and its rings, landmark and number (one
   * shape, `deco-<id>`) leave their layer for the drag layer, where the marks follow the square,
   * and Vue hears of the move once, when it is dropped. A drag step that went through the scenario,
   * or redrew the layer of every square and road, would cost each frame (issue 18 §4).
   */
  let putBack: (() => void) | null = null
  function decoOf(id: number, e: DragEvent) {
    return e.target.getLayer()?.findOne(`.deco-${id}`)
  }
  function dragStart(id: number, e: DragEvent) {
    putBack?.()
    putBack = liftForDrag(e.target, [decoOf(id, e)])
  }
  function dragMove(id: number, e: DragEvent) {
    decoOf(id, e)?.position(e.target.position())
  }
  function dragEnd(id: number, e: DragEvent) {
    const x = Math.min(board.value.width, Math.max(0, snap(e.target.x())))
    const y = Math.min(board.value.height, Math.max(0, snap(e.target.y())))
    e.target.position({ x, y })
    decoOf(id, e)?.position({ x, y })
    putBack?.()
    putBack = null
    selected.value = { square: id }
    update(moveSquare(current(), id, x, y))
  }

  const onKey = keyHandler(EDITOR_KEYS, {
    letGo: () => {
      pending.value = null
      selected.value = null
    },
    remove: () => deleteSelected(),
  })

  function deleteSelected() {
    const sel = selected.value
    if (!sel) return
    selected.value = null
    update('square' in sel ? deleteSquare(current(), sel.square) : deleteSlot(current(), sel.slot))
  }

  return {
    toolName,
    selected,
    pending,
    selSquare,
    selSlot,
    clickBackground,
    clickSquare,
    clickSlot,
    clickRoad,
    dragStart,
    dragMove,
    dragEnd,
    onKey,
    deleteSelected,
  }
}
