import { computed, ref, watch, type ComputedRef } from 'vue'
import type Konva from 'konva'
import {
  addBone,
  addSlot,
  aimSlotInward,
  deleteBone,
  deleteSlot,
  indexAt,
  moveBone,
  moveSlot,
  recolourBone,
  rotateBone,
  setSlot,
} from '../../../shared/games/swish/editor.js'
import type { ColourId, SwishBoard } from '../../../shared/games/swish/types.js'
import type { PointerEvt } from '../../composables/useBoardFrame.js'
import { keyHandler } from '../../composables/useKeys.js'
import { EDITOR_KEYS } from './keys.js'
import { toWorld, type View } from './view.js'
import { liftForDrag } from '../../editor/dragLayer.js'

export type Tool = 'select' | 'bone' | 'slot' | 'erase'
export const TOOLS: Tool[] = ['select', 'bone', 'slot', 'erase']

export type KonvaEvt = PointerEvt & {
  target: Konva.Node
  evt?: WheelEvent
}

/** what the editor's input works on (Editor.vue) */
export interface EditorInputContext {
  board: ComputedRef<SwishBoard>
  view: ComputedRef<View>
  focusPath: () => string | null
  updateBoard: (next: SwishBoard) => void
  pointer: (e: PointerEvt) => { x: number; y: number } | null
}

/**
 * The pond editor's input: the tool, the colour, the selected bone or start place, what clicks,
 * drags, the wheel and the keys on the canvas do, and the edits of the selection's card.
 */
export function useSwishEditorInput({ board, view, focusPath, updateBoard, pointer }: EditorInputContext) {
  const tool = ref<Tool>('select')
  const colour = ref<ColourId>('red')
  const selected = ref<{ kind: 'bone' | 'slot'; i: number } | null>(null)
  const selBone = computed(() =>
    selected.value?.kind === 'bone' ? (board.value.fish[selected.value.i] ?? null) : null,
  )
  const selSlot = computed(() =>
    selected.value?.kind === 'slot' ? (board.value.slots[selected.value.i] ?? null) : null,
  )
  watch(
    focusPath,
    (path) => {
      const b = indexAt(path, 'fish'),
        s = indexAt(path, 'slots')
      if (b !== null && b < board.value.fish.length) selected.value = { kind: 'bone', i: b }
      else if (s !== null && s < board.value.slots.length) selected.value = { kind: 'slot', i: s }
    },
    { immediate: true },
  )

  function clickBone(i: number) {
    if (tool.value === 'erase') {
      updateBoard(deleteBone(board.value, i))
      selected.value = null
    } else selected.value = { kind: 'bone', i }
  }
  function clickSlot(i: number) {
    if (tool.value === 'erase') {
      updateBoard(deleteSlot(board.value, i))
      selected.value = null
    } else selected.value = { kind: 'slot', i }
  }
  function clickEmpty(e: KonvaEvt) {
    const w = pointer(e)
    if (!w) return
    if (tool.value === 'bone') {
      updateBoard(
        addBone(board.value, {
          colour: colour.value,
          x: Math.round(w.x * 1000) / 1000,
          y: Math.round(w.y * 1000) / 1000,
          angle: 0,
        }),
      )
      selected.value = { kind: 'bone', i: board.value.fish.length }
    } else if (tool.value === 'slot') {
      updateBoard(addSlot(board.value, w.x, w.y))
      selected.value = { kind: 'slot', i: board.value.slots.length }
    } else selected.value = null
  }
  /**
   * A dragged bone or start place moves on the drag layer, its ring with it; the pond of 400 bones
   * is not redrawn at each move, and the board hears of the move once, at the drop (issue 18 §4).
   */
  let putBack: (() => void) | null = null
  const ringOf = (kind: 'bone' | 'slot', i: number, e: KonvaEvt) => e.target.getLayer()?.findOne(`.ring-${kind}-${i}`)
  function dragStart(kind: 'bone' | 'slot', i: number, e: KonvaEvt) {
    putBack?.()
    putBack = liftForDrag(e.target, [ringOf(kind, i, e)])
  }
  function dragMove(kind: 'bone' | 'slot', i: number, e: KonvaEvt) {
    ringOf(kind, i, e)?.position(e.target.position())
  }
  function dropped() {
    putBack?.()
    putBack = null
  }
  function dragBone(i: number, e: KonvaEvt) {
    dropped()
    const w = toWorld(view.value, e.target.x(), e.target.y())
    updateBoard(moveBone(board.value, i, w.x, w.y))
    selected.value = { kind: 'bone', i }
  }
  function dragSlot(i: number, e: KonvaEvt) {
    dropped()
    const w = toWorld(view.value, e.target.x(), e.target.y())
    updateBoard(moveSlot(board.value, i, w.x, w.y))
    selected.value = { kind: 'slot', i }
  }
  function wheelBone(i: number, e: KonvaEvt) {
    if (!(selected.value?.kind === 'bone' && selected.value.i === i) || !e.evt) return
    e.evt.preventDefault()
    const by = (e.evt.shiftKey ? 1 : 5) * Math.sign(e.evt.deltaY || 1)
    updateBoard(rotateBone(board.value, i, board.value.fish[i].angle + by))
  }

  /** one set of handlers per bone, made once, so the memory of the bones' shapes can hold them (Editor.vue) */
  const handlers = new Map<number, Record<string, (e: KonvaEvt) => void>>()
  function boneHandlers(i: number) {
    let h = handlers.get(i)
    if (!h) {
      const click = () => clickBone(i)
      handlers.set(
        i,
        (h = {
          onClick: click,
          onTap: click,
          onDragstart: (e) => dragStart('bone', i, e),
          onDragmove: (e) => dragMove('bone', i, e),
          onDragend: (e) => dragBone(i, e),
          onWheel: (e) => wheelBone(i, e),
        }),
      )
    }
    return h
  }

  // the selected bone or slot
  function rotateSelected(by: number) {
    if (selected.value?.kind === 'bone' && selBone.value)
      updateBoard(rotateBone(board.value, selected.value.i, selBone.value.angle + by))
    if (selected.value?.kind === 'slot' && selSlot.value)
      updateBoard(setSlot(board.value, selected.value.i, { ...selSlot.value, heading: selSlot.value.heading + by }))
  }
  function setAngle(v: number) {
    if (!Number.isFinite(v) || selected.value?.kind !== 'bone') return
    updateBoard(rotateBone(board.value, selected.value.i, v))
  }
  function setBoneField(field: 'x' | 'y', v: number) {
    if (!Number.isFinite(v) || selected.value?.kind !== 'bone' || !selBone.value) return
    const b = selBone.value
    updateBoard(moveBone(board.value, selected.value.i, field === 'x' ? v : b.x, field === 'y' ? v : b.y))
  }
  function setSlotField(field: 'x' | 'y' | 'heading', v: number) {
    if (!Number.isFinite(v) || selected.value?.kind !== 'slot' || !selSlot.value) return
    updateBoard(setSlot(board.value, selected.value.i, { ...selSlot.value, [field]: v }))
  }
  function faceCentre() {
    if (selected.value?.kind === 'slot' && selSlot.value)
      updateBoard(setSlot(board.value, selected.value.i, aimSlotInward(selSlot.value)))
  }
  function recolour(c: ColourId) {
    colour.value = c
    if (selected.value?.kind === 'bone') updateBoard(recolourBone(board.value, selected.value.i, c))
  }
  function deleteSelected() {
    if (!selected.value) return
    updateBoard(
      selected.value.kind === 'bone'
        ? deleteBone(board.value, selected.value.i)
        : deleteSlot(board.value, selected.value.i),
    )
    selected.value = null
  }
  function nudge(dx: number, dy: number) {
    const sel = selected.value
    if (sel?.kind === 'bone' && selBone.value)
      updateBoard(moveBone(board.value, sel.i, selBone.value.x + dx, selBone.value.y + dy))
    if (sel?.kind === 'slot' && selSlot.value)
      updateBoard(moveSlot(board.value, sel.i, selSlot.value.x + dx, selSlot.value.y + dy))
  }
  const nudgeBy = (e: KeyboardEvent, by: number) => {
    const d = { ArrowLeft: [-by, 0], ArrowRight: [by, 0], ArrowUp: [0, -by], ArrowDown: [0, by] }[e.key]
    if (d) nudge(d[0], d[1])
  }
  const onKey = keyHandler(EDITOR_KEYS, {
    nudge: (e) => nudgeBy(e, 0.1),
    bigNudge: (e) => nudgeBy(e, 0.5),
    turn: () => rotateSelected(15),
    turnBack: () => rotateSelected(-15),
    remove: () => deleteSelected(),
    letGo: () => {
      selected.value = null
    },
  })

  return {
    tool,
    colour,
    selected,
    selBone,
    selSlot,
    clickBone,
    clickSlot,
    clickEmpty,
    dragStart,
    dragMove,
    dragBone,
    dragSlot,
    wheelBone,
    boneHandlers,
    rotateSelected,
    setAngle,
    setBoneField,
    setSlotField,
    faceCentre,
    recolour,
    deleteSelected,
    onKey,
  }
}
