import { describe, expect, it } from 'vitest'
import { nextTick, ref } from 'vue'
import { reuse, shapes } from '../../../src-renderer/composables/useBoardFrame.js'

/** A layer's shape configs keep their identity where nothing changed, so Vue patches only what did. */
describe('reuse: structural sharing of a layer’s shape configs', () => {
  it('gives back the previous value when the new one is equal in depth', () => {
    const prev = [{ x: 1, dash: [3, 3], label: { text: 'a' } }]
    expect(reuse(prev, [{ x: 1, dash: [3, 3], label: { text: 'a' } }])).toBe(prev)
  })

  it('keeps the equal parts of a changed value and gives the changed ones anew', () => {
    const prev = [
      { x: 1, label: { text: 'a' } },
      { x: 2, label: { text: 'b' } },
    ]
    const next = reuse(prev, [
      { x: 1, label: { text: 'a' } },
      { x: 2, label: { text: 'c' } },
    ])
    expect(next).not.toBe(prev)
    expect(next[0]).toBe(prev[0])
    expect(next[1]).not.toBe(prev[1])
    expect(next[1].label).toEqual({ text: 'c' })
    expect(next).toEqual([
      { x: 1, label: { text: 'a' } },
      { x: 2, label: { text: 'c' } },
    ])
  })

  it('sees a key added or taken away, and a list grown or cut', () => {
    const prev: Record<string, unknown> = { x: 1 }
    expect(reuse(prev, { x: 1, dash: undefined })).not.toBe(prev)
    expect(reuse({ x: 1, y: 2 }, { x: 1 })).toEqual({ x: 1 })
    const list = [1, 2]
    expect(reuse(list, [1, 2, 3])).toEqual([1, 2, 3])
    expect(reuse(list, [1])).toEqual([1])
  })

  it('never writes into the new value: parts it shares with the game state or constants stay as they were', () => {
    const shared = Object.freeze({ pos: Object.freeze([1, 2]) })
    const prev = { at: { pos: [1, 2] }, n: 1 }
    const next = reuse(prev, { at: shared, n: 2 })
    expect(next.at).toBe(prev.at)
    expect(Object.isFrozen(shared) && shared.pos).toEqual([1, 2])
  })

  it('keeps anything not plain (a Map, an image) only when it is the same object', () => {
    const m = new Map([[1, 1]])
    expect(reuse({ m: new Map([[1, 1]]) }, { m }).m).toBe(m)
  })

  it('shapes(): the computed keeps its value while what it builds stays equal', async () => {
    const n = ref(1)
    const other = ref(0)
    const c = shapes(() => ({ x: n.value % 2, fixed: [other.value > 5] }))
    const first = c.value
    other.value = 1
    await nextTick()
    expect(c.value).toBe(first)
    n.value = 2
    await nextTick()
    expect(c.value).not.toBe(first)
    expect(c.value.fixed).toBe(first.fixed)
  })
})
