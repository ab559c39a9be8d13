import Konva from 'konva'

/**
 * the name of the layer a dragged shape moves to: an empty `<v-layer :config="DRAG_LAYER" />` last
 * in the stage, hidden but while a drag lasts (a hidden layer's canvas is not handed to the
 * compositor: one stage-sized canvas less in the editor's first frame and in the drop's)
 */
export const DRAG_LAYER = { name: 'drag-layer', listening: false, visible: false } as const

/**
 * Lifts a shape being dragged, with the nodes that follow it, out of its layer onto the stage's drag
 * layer (DRAG_LAYER), each into a holder placed as its parent was, so it looks the same. While it is
 * dragged Konva redraws only that small layer at each move, not the layer of all the other shapes
 * (issue 18 §4: a board of 1,000 shapes drags at the frame rate). Call the returned function when
 * the drag ends: each node goes back to its parent at its place among its siblings, so Vue finds
 * the nodes as it left them. Without a drag layer on the stage it does nothing.
 */
export function liftForDrag(target: Konva.Node, followers: (Konva.Node | null | undefined)[] = []): () => void {
  const layer = target.getStage()?.findOne<Konva.Layer>(`.${DRAG_LAYER.name}`)
  if (!layer) return () => {}
  layer.visible(true)
  const lifted = [target, ...followers].flatMap((node) => {
    const parent = node?.getParent()
    if (!node || !parent) return []
    const index = node.zIndex()
    const holder = new Konva.Group(parent.getAbsoluteTransform().decompose())
    layer.add(holder)
    node.moveTo(holder)
    return [{ node, parent, index, holder }]
  })
  return () => {
    // the last lifted goes back first: each index was taken with the ones lifted before it gone
    for (const { node, parent, index, holder } of lifted.reverse()) {
      node.moveTo(parent)
      node.zIndex(Math.min(index, parent.getChildren().length - 1))
      holder.destroy()
    }
    layer.visible(false)
  }
}
