import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import Konva from 'konva'
import { recess, defaultScenario } from '../../../shared/games/recess/index.js'
import type { RecessAction, RecessState } from '../../../shared/games/recess/index.js'

import { rotate } from '../../../shared/games/recess/editor.js'
import Board from '../../../src-renderer/games/recess/Board.vue'
import Panel from '../../../src-renderer/games/recess/Panel.vue'
import Editor from '../../../src-renderer/games/recess/Editor.vue'
import { inView } from '../support/view.js'
import { rulesMoves } from '../../../src-renderer/stores/legal/index.js'
import { only } from '../support/legal.js'
import { gamePart, mountIn, namedSeats } from '../support/mount.js'

const scenario = defaultScenario

const { mountWith, stage } = gamePart({
  scenario: scenario,
  seats: namedSeats(4),
  legal: (s: RecessState) => rulesMoves(recess, s),
})
let wrapper: VueWrapper | null = null
// the editor's tests mount it themselves
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('Recess board', () => {
  it('click a kid in its entrance, then a highlighted cell: the kid walks there', async () => {
    wrapper = mountWith(Board, recess.setup(defaultScenario, 4, 1))
    await wrapper.vm.$nextTick()
    stage().findOne('.piece-k0')!.fire('click')
    await wrapper.vm.$nextTick()
    const names = stage()
      .find((n: Konva.Node) => n.name().startsWith('target-'))
      .map((n: Konva.Node) => n.name())
      .sort()
    // three gates A1, B1, A2: the first step lands on one, two more steps from there
    expect(names).toEqual([
      'target-0-0',
      'target-0-1',
      'target-0-2',
      'target-0-3',
      'target-1-0',
      'target-1-1',
      'target-1-2',
      'target-2-0',
      'target-2-1',
      'target-3-0',
    ])
    stage().findOne('.target-0-2')!.fire('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'kid', kid: 0, steps: 3, to: [0, 2] }]])
  })

  it('an opponent kid cannot be picked, and nothing is sent when no person may act', async () => {
    wrapper = mountWith(Board, recess.setup(defaultScenario, 4, 1), false)
    await wrapper.vm.$nextTick()
    stage().findOne('.piece-k0')!.fire('click')
    await wrapper.vm.$nextTick()
    expect(stage().find((n: Konva.Node) => n.name().startsWith('target-'))).toHaveLength(0)
    expect(wrapper.emitted('act')).toBeUndefined()
  })

  it("the nun move shows the nun's targets once the kids have moved", async () => {
    let s = recess.setup(defaultScenario, 4, 1)
    s = recess.apply(s, { t: 'kid', kid: 0, steps: 3, to: [0, 2] })
    s = recess.apply(s, { t: 'kid', kid: 1, steps: 2, to: [1, 0] })
    s = recess.apply(s, { t: 'kid', kid: 2, steps: 1, to: [11, 11] })
    wrapper = mountWith(Board, s)
    await wrapper.vm.$nextTick()
    stage().findOne('.piece-n0')!.fire('click')
    await wrapper.vm.$nextTick()
    stage().findOne('.target-4-4')!.fire('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'nun', nun: 0, to: [4, 4] }]])
  })
})

describe('Recess board, given its legal moves', () => {
  it('offers exactly the moves it is given, not the ones the rules would allow', async () => {
    // the rules let Alex walk kid 0 to ten cells or pass; the board is given one walk alone
    const s = recess.setup(defaultScenario, 4, 1)
    const walk: RecessAction = { t: 'kid', kid: 0, steps: 3, to: [0, 2] }
    wrapper = mountWith(inView(Board, Panel), s, true, only([walk]))
    await wrapper.vm.$nextTick()
    stage().findOne('.piece-k0')!.fire('click')
    await wrapper.vm.$nextTick()
    const targets = stage()
      .find((n: Konva.Node) => n.name().startsWith('target-'))
      .map((n: Konva.Node) => n.name())
    expect(targets).toEqual(['target-0-2'])
    expect(wrapper.find('[data-testid="recess-pass"]').exists()).toBe(false)
    stage().findOne('.target-0-2')!.fire('click')
    expect(wrapper.findComponent(Board).emitted('act')).toEqual([[walk]])
  })
})

describe('Recess selection, held by the view', () => {
  it("a kid picked on one view's board shows its steps in that view's panel, not in another view", async () => {
    const other = mountWith(inView(Board, Panel), recess.setup(defaultScenario, 4, 1))
    wrapper = mountWith(inView(Board, Panel), recess.setup(defaultScenario, 4, 1))
    await wrapper.vm.$nextTick()
    const boardOf = (w: VueWrapper) => Konva.stages.find((st) => (w.element as Element).contains(st.container()))!
    boardOf(wrapper).findOne('.piece-k0')!.fire('click')
    await wrapper.vm.$nextTick()
    expect(wrapper.get('[data-testid="recess-hint"]').text()).toContain('3')
    expect(boardOf(wrapper).find((n: Konva.Node) => n.name().startsWith('target-')).length).toBeGreaterThan(0)
    expect(boardOf(other).find((n: Konva.Node) => n.name().startsWith('target-'))).toHaveLength(0)
    expect(other.get('[data-testid="recess-hint"]').text()).not.toBe(wrapper.get('[data-testid="recess-hint"]').text())
    other.unmount()
  })

  it('a view opened after another one starts with nothing picked', async () => {
    const first = mountWith(inView(Board, Panel), recess.setup(defaultScenario, 4, 1))
    await first.vm.$nextTick()
    const firstStage = Konva.stages.find((st) => (first.element as Element).contains(st.container()))!
    firstStage.findOne('.piece-k0')!.fire('click')
    await first.vm.$nextTick()
    expect(firstStage.find((n: Konva.Node) => n.name().startsWith('target-')).length).toBeGreaterThan(0)
    first.unmount()
    wrapper = mountWith(inView(Board, Panel), recess.setup(defaultScenario, 4, 1))
    await wrapper.vm.$nextTick()
    expect(stage().find((n: Konva.Node) => n.name().startsWith('target-'))).toHaveLength(0)
  })
})

describe('Recess turn panel', () => {
  it('shows what is left this turn and passes the whole turn', async () => {
    wrapper = mountWith(Panel, recess.setup(defaultScenario, 4, 1))
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-testid="recess-left"] li').map((li) => li.text())).toEqual(['3', '2', '1', 'nun'])
    await wrapper.find('[data-testid="recess-pass"]').trigger('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'pass' }]])
  })

  it('crosses out the 3 once it is used and offers no pass any more', async () => {
    const s = recess.apply(recess.setup(defaultScenario, 4, 1), { t: 'kid', kid: 0, steps: 3, to: [0, 2] })
    wrapper = mountWith(Panel, s)
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-testid="recess-left"] li.used').map((li) => li.text())).toEqual(['3'])
    expect(wrapper.find('[data-testid="recess-pass"]').exists()).toBe(false)
  })
})

describe('Recess sand-glass', () => {
  it('with a turn timer, the turn of a person ends when the sand has run out', async () => {
    vi.useFakeTimers()
    try {
      const timed = { ...defaultScenario, rules: { ...defaultScenario.rules, turnTimer: 10 } }
      wrapper = mountWith(Panel, recess.setup(timed, 4, 1))
      await wrapper.vm.$nextTick()
      expect(wrapper.find('[data-testid="recess-timer"]').text()).toContain('10')
      vi.advanceTimersByTime(9000)
      expect(wrapper.emitted('act')).toBeUndefined()
      vi.advanceTimersByTime(1500)
      expect(wrapper.emitted('act')).toEqual([[{ t: 'timeout' }]])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('Recess playground editor', () => {
  it('the rotate tool sends the turned playground', async () => {
    wrapper = mountIn(Editor, { scenario, problems: [], focusPath: null })
    await wrapper.find('[data-testid="recess-rotate"]').trigger('click')
    const sent = wrapper.emitted('update:scenario')![0][0] as typeof defaultScenario
    expect(sent.board).toEqual(rotate(defaultScenario.board))
    expect(defaultScenario.board.rows[1]).toBe('SS..##......')
  })

  it('changing a setting sends new rules', async () => {
    wrapper = mountIn(Editor, { scenario, problems: [], focusPath: null })
    await wrapper.find('[data-testid="recess-nunMoves"]').setValue('rook')
    const sent = wrapper.emitted('update:scenario')![0][0] as typeof defaultScenario
    expect(sent.rules.nunMoves).toBe('rook')
  })
})
