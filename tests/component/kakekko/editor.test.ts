import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import Konva from 'konva'
import type { Problem } from '../../../shared/engine/types.js'
import { defaultScenario, kakekko } from '../../../shared/games/kakekko/index.js'
import type { KakekkoScenario } from '../../../shared/games/kakekko/types.js'
import Editor from '../../../src-renderer/games/kakekko/Editor.vue'
import { fitBoard } from '../../../src-renderer/games/kakekko/layout.js'
import { squareAt } from '../../../shared/games/kakekko/editor.js'
import { editorPart } from '../support/mount.js'

const part = editorPart<KakekkoScenario>(Editor)
const { stage, lastScenario } = part
const mountEditor = (scenario: KakekkoScenario = defaultScenario, problems: Problem[] = []) =>
  part.mountEditor(scenario, problems)
let wrapper: VueWrapper | null = null

describe('Kakekko editor', () => {
  it('shows the road distance and the best distance with every slot inked', () => {
    wrapper = mountEditor()
    const text = wrapper.find('[data-testid="stats"]').text()
    expect(text).toContain('By road: 68 steps')
    expect(text).toContain('Every shortcut inked: 32 steps (47%)')
  })

  it('the road tool joins two clicked squares', async () => {
    wrapper = mountEditor()
    await wrapper.find('[data-testid="tool-road"]').trigger('click')
    stage().findOne('.square-1')!.fire('click')
    stage().findOne('.square-3')!.fire('click')
    const next = lastScenario(wrapper)
    expect(next.board.roads.at(-1)).toEqual([1, 3])
    expect(defaultScenario.board.roads.some(([a, b]) => a === 1 && b === 3)).toBe(false)
  })

  it('the shortcut tool draws a slot, and the slot can be pre-inked', async () => {
    wrapper = mountEditor()
    await wrapper.find('[data-testid="tool-slot"]').trigger('click')
    stage().findOne('.square-2')!.fire('click')
    stage().findOne('.square-9')!.fire('click')
    const next = lastScenario(wrapper)
    const slot = next.board.slots.at(-1)!
    expect([slot.a, slot.b]).toEqual([2, 9])
    await wrapper.setProps({ scenario: next })
    await wrapper.find('[data-testid="slot-inked"]').setValue(true)
    expect(lastScenario(wrapper).board.slots.at(-1)!.inked).toBe(true)
  })

  it('the square tool adds a snapped square joined by road to the selected one', async () => {
    wrapper = mountEditor()
    stage().findOne('.square-5')!.fire('click')
    await wrapper.find('[data-testid="tool-square"]').trigger('click')
    const fit = fitBoard(defaultScenario.board, 800, 560)
    const at = { x: 803, y: 538 }
    expect(squareAt(defaultScenario.board, at.x, at.y, 60)).toBeNull()
    stage().setPointersPositions({ clientX: fit.ox + at.x * fit.scale, clientY: fit.oy + at.y * fit.scale })
    stage().findOne('.canvas-bg')!.fire('click')
    const next = lastScenario(wrapper)
    const added = next.board.squares.at(-1)!
    expect(added).toMatchObject({ x: 800, y: 540, kind: 'passage' })
    expect(next.board.roads.at(-1)).toEqual([5, added.id])
  })

  it('selecting a square lets you change its kind; erasing deletes it with its roads', async () => {
    wrapper = mountEditor()
    stage().findOne('.square-5')!.fire('click')
    await wrapper.vm.$nextTick()
    await wrapper.find('[data-testid="square-kind"]').setValue('icon')
    expect(lastScenario(wrapper).board.squares.find((q) => q.id === 5)).toMatchObject({ kind: 'icon', icon: 'tree' })
    await wrapper.find('[data-testid="tool-erase"]').trigger('click')
    stage().findOne('.square-5')!.fire('click')
    const next = lastScenario(wrapper)
    expect(next.board.squares.some((q) => q.id === 5)).toBe(false)
    expect(kakekko.check(next).map((p) => p.reason.key)).toContain('kakekko.problem.goalUnreachable')
  })

  it('the erase tool deletes the road clicked on, found by where the click landed (the roads are one shape)', async () => {
    wrapper = mountEditor()
    await wrapper.find('[data-testid="tool-erase"]').trigger('click')
    const byId = new Map(defaultScenario.board.squares.map((q) => [q.id, q]))
    const k = 20
    const [a, b] = defaultScenario.board.roads[k]
    const mid = { x: (byId.get(a)!.x + byId.get(b)!.x) / 2, y: (byId.get(a)!.y + byId.get(b)!.y) / 2 }
    const roads = stage().findOne('.roads')!
    // 10 units beside the road, inside the 15 a click may land within
    const len = Math.hypot(byId.get(b)!.x - byId.get(a)!.x, byId.get(b)!.y - byId.get(a)!.y)
    const side = {
      x: mid.x - ((byId.get(b)!.y - byId.get(a)!.y) / len) * 10,
      y: mid.y + ((byId.get(b)!.x - byId.get(a)!.x) / len) * 10,
    }
    const at = roads.getAbsoluteTransform().point(side)
    stage().setPointersPositions({ clientX: at.x, clientY: at.y })
    roads.fire('click')
    const next = lastScenario(wrapper)
    expect(next.board.roads).toHaveLength(defaultScenario.board.roads.length - 1)
    expect(next.board.roads).toEqual(defaultScenario.board.roads.filter((_, i) => i !== k))
  })

  it('an edit that leaves the board alone (the title) redraws no ground: the roads and paper keep their drawing', async () => {
    wrapper = mountEditor()
    const roads = stage().findOne<Konva.Shape>('.roads')!
    const paper = stage().findOne<Konva.Shape>('.paper')!
    const drawRoads = roads.sceneFunc()
    const drawPaper = paper.sceneFunc()
    await wrapper.setProps({
      scenario: { ...defaultScenario, meta: { ...defaultScenario.meta, title: 'Another title' } },
    })
    expect(roads.sceneFunc()).toBe(drawRoads)
    expect(paper.sceneFunc()).toBe(drawPaper)
    // a square moved: both are drawn anew, in the frame after the squares' (nextFrame.ts), so that a
    // drop on a crowded board does not redraw both layers in one task
    const squares = defaultScenario.board.squares.map((q) => (q.id === 5 ? { ...q, x: q.x + 40 } : q))
    await wrapper.setProps({ scenario: { ...defaultScenario, board: { ...defaultScenario.board, squares } } })
    expect(stage().findOne('.square-5')!.x()).toBe(squares.find((q) => q.id === 5)!.x)
    expect(roads.sceneFunc()).toBe(drawRoads)
    await new Promise((r) => requestAnimationFrame(r))
    await nextTick()
    expect(roads.sceneFunc()).not.toBe(drawRoads)
    expect(paper.sceneFunc()).not.toBe(drawPaper)
  })

  it('turning teams on is a setting change the issues list then explains', async () => {
    wrapper = mountEditor()
    await wrapper.find('[data-testid="rule-teams"]').setValue(true)
    const next = lastScenario(wrapper)
    expect(next.rules.teams).toBe(true)
    expect(kakekko.check(next).map((p) => p.reason.key)).toEqual(['kakekko.problem.teamsSeats'])
  })
})
