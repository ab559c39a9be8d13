import { describe, expect, it } from 'vitest'
import Konva from 'konva'
import { DRAG_LAYER, liftForDrag } from '../../../src-renderer/editor/dragLayer.js'
import { keepSame } from '../../../src-renderer/editor/keepSame.js'

/**
 * The editors' drag layer (src-renderer/editor/dragLayer.ts) and the configs kept while unchanged
 * (keepSame.ts): what keeps a drag among 1,000 shapes at the frame rate (issue 18 §4).
 */
function stage(withDragLayer: boolean) {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const st = new Konva.Stage({ container, width: 400, height: 300 })
  const layer = new Konva.Layer()
  const group = new Konva.Group({ x: 30, y: 20, scaleX: 0.5, scaleY: 0.5 })
  const shapes = Array.from({ length: 5 }, (_, i) => new Konva.Circle({ name: `s${i}`, x: 100 * i, y: 50, radius: 10 }))
  const deco = new Konva.Group({ name: 'deco', x: 200, y: 50 })
  group.add(...shapes, deco)
  layer.add(group)
  st.add(layer)
  const drag = withDragLayer ? new Konva.Layer(DRAG_LAYER) : null
  if (drag) st.add(drag)
  return { st, layer, group, shapes, deco, drag }
}

describe('a dragged shape moves on a layer of its own', () => {
  it('lifted, it and its followers sit on the drag layer where they were drawn; put back, in their old place', () => {
    const { layer, group, shapes, deco, drag } = stage(true)
    const target = shapes[2]
    const before = {
      shape: target.getAbsolutePosition(),
      deco: deco.getAbsolutePosition(),
      scale: target.getAbsoluteScale(),
    }
    const order = group.getChildren().map((n) => n.name())

    const putBack = liftForDrag(target, [deco])
    expect(target.getLayer()).toBe(drag)
    expect(deco.getLayer()).toBe(drag)
    expect(target.getAbsolutePosition()).toEqual(before.shape)
    expect(deco.getAbsolutePosition()).toEqual(before.deco)
    expect(target.getAbsoluteScale()).toEqual(before.scale)
    expect(group.getChildren()).toHaveLength(4)

    // the drag moves it in its parent's units, as Konva does
    target.position({ x: 260, y: 80 })
    deco.position(target.position())
    putBack()
    expect(target.getParent()).toBe(group)
    expect(deco.getParent()).toBe(group)
    expect(target.getLayer()).toBe(layer)
    expect(group.getChildren().map((n) => n.name())).toEqual(order)
    expect(target.position()).toEqual({ x: 260, y: 80 })
    expect(drag!.getChildren()).toHaveLength(0)
  })

  it('without a drag layer on the stage nothing moves', () => {
    const { layer, group, shapes } = stage(false)
    const putBack = liftForDrag(shapes[1])
    expect(shapes[1].getLayer()).toBe(layer)
    putBack()
    expect(shapes[1].getParent()).toBe(group)
    expect(shapes[1].zIndex()).toBe(1)
  })
})

describe('configs kept while unchanged', () => {
  it('the same signature gives the same object; a changed one, or a key gone and back, a new one', () => {
    const keep = keepSame<{ v: number }>()
    let made = 0
    const run = (items: [string, number][]) =>
      keep((get) => items.map(([k, v]) => get(k, String(v), () => (made++, { v }))))
    const first = run([
      ['a', 1],
      ['b', 2],
    ])
    const second = run([
      ['a', 1],
      ['b', 3],
    ])
    expect(second[0]).toBe(first[0])
    expect(second[1]).not.toBe(first[1])
    expect(second[1]).toEqual({ v: 3 })
    const third = run([['b', 3]])
    expect(third[0]).toBe(second[1])
    const fourth = run([
      ['a', 1],
      ['b', 3],
    ])
    expect(fourth[0]).not.toBe(first[0])
    expect(made).toBe(4)
  })
})
