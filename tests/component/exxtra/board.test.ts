import { describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import Konva from 'konva'
import { defaultScenario, exxtra } from '../../../shared/games/exxtra/index.js'
import type { ExxtraAction, ExxtraState } from '../../../shared/games/exxtra/index.js'
import Board from '../../../src-renderer/games/exxtra/Board.vue'
import Panel from '../../../src-renderer/games/exxtra/Panel.vue'
import { inView } from '../support/view.js'
import { noMoves } from '../../../src-renderer/games/types.js'
import { rulesMoves } from '../../../src-renderer/stores/legal/index.js'
import { only } from '../support/legal.js'
import { gamePart, namedSeats } from '../support/mount.js'
import { dianaHolds70 } from './positions.js'

const { mountWith, stage } = gamePart({
  scenario: defaultScenario,
  seats: namedSeats(4),
  legal: (s: ExxtraState) => rulesMoves(exxtra, s),
})
let wrapper: VueWrapper | null = null

describe('Exxtra board', () => {
  it('clicking a free rung places the held pair there', async () => {
    wrapper = mountWith(Board, dianaHolds70())
    await wrapper.vm.$nextTick()
    stage().findOne('.rung-5')!.fire('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'place', rung: 5 }]])
  })

  it('clicking an occupied rung sends the placement, so the game refuses it and the panel can say why', async () => {
    wrapper = mountWith(Board, dianaHolds70())
    await wrapper.vm.$nextTick()
    stage().findOne('.rung-4')!.fire('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'place', rung: 4 }]])
  })

  it("hovering rung 3 marks Carl's pair on rung 4 as knocked back and shows the held pair there", async () => {
    wrapper = mountWith(Board, dianaHolds70())
    await wrapper.vm.$nextTick()
    stage().findOne('.rung-3')!.fire('mouseenter')
    await wrapper.vm.$nextTick()
    const carl = stage().findOne('.pair-2')!
    expect(carl.opacity()).toBeLessThan(1)
    expect(stage().findOne('.ghost')).toBeTruthy()
    stage().findOne('.rung-3')!.fire('mouseleave')
    await wrapper.vm.$nextTick()
    expect(stage().findOne('.pair-2')!.opacity()).toBe(1)
  })

  it('clicking the dice rolls; nothing is emitted when no person may act', async () => {
    wrapper = mountWith(Board, dianaHolds70(), false)
    await wrapper.vm.$nextTick()
    stage().findOne('.dice')!.fire('click')
    stage().findOne('.rung-5')!.fire('click')
    expect(wrapper.emitted('act')).toBeUndefined()
    await wrapper.setProps({ interactive: true })
    stage().findOne('.dice')!.fire('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'roll' }]])
  })

  it('keyboard: arrows cycle the moves (roll, then rungs from the top), Enter plays the chosen one', async () => {
    wrapper = mountWith(Board, dianaHolds70())
    const el = wrapper.get('[data-testid="exxtra-board"]')
    await el.trigger('keydown', { key: 'ArrowDown' })
    await el.trigger('keydown', { key: 'ArrowDown' })
    await el.trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('act')).toEqual([[{ t: 'place', rung: 5 }]])
    await el.trigger('keydown', { key: '0' })
    expect(wrapper.emitted('act')?.[1]).toEqual([{ t: 'place', rung: 0 }])
  })

  it('draws a finished game without offering moves', async () => {
    const over: ExxtraState = { ...exxtra.setup(defaultScenario, 4, 1), pos: [21, 3, 0, 0], winner: 0 }
    wrapper = mountWith(Board, over)
    await wrapper.vm.$nextTick()
    expect(stage().findOne('.banner')).toBeTruthy()
    stage().findOne('.dice')!.fire('click')
    expect(wrapper.emitted('act')).toBeUndefined()
    expect(wrapper.text()).toContain('Alex wins!')
  })

  it('survives a state that is not an Exxtra state', async () => {
    wrapper = mountWith(Board, { rng: { script: [] }, n: 2 } as Partial<ExxtraState> as ExxtraState, true, noMoves())
    await wrapper.vm.$nextTick()
    expect(wrapper.find('[data-testid="exxtra-board"]').exists()).toBe(true)
  })
})

describe('Exxtra board, given its legal moves', () => {
  it('offers exactly the moves it is given, not the ones the rules would allow', async () => {
    // the rules let Diana roll again or place on any free rung; the board is given rung 2 alone
    const s = dianaHolds70()
    expect(exxtra.legalActions(s).length).toBeGreaterThan(2)
    wrapper = mountWith(Board, s, true, only<ExxtraAction>([{ t: 'place', rung: 2 }]))
    const el = wrapper.get('[data-testid="exxtra-board"]')
    await el.trigger('keydown', { key: 'ArrowDown' })
    await el.trigger('keydown', { key: 'ArrowDown' })
    await el.trigger('keydown', { key: 'Enter' })
    stage().findOne('.dice')!.fire('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'place', rung: 2 }]])
    wrapper.unmount()
    wrapper = mountWith(Panel, s, true, only<ExxtraAction>([{ t: 'place', rung: 2 }]))
    expect(wrapper.find('[data-testid="exxtra-place-2"]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="exxtra-roll"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="exxtra-place-5"]').exists()).toBe(false)
  })
})

describe('Exxtra panel', () => {
  it('lists Roll again and the free rungs, says whom a placement knocks back, and emits the move', async () => {
    wrapper = mountWith(Panel, dianaHolds70())
    expect(wrapper.get('[data-testid="exxtra-roll"]').text()).toContain('Roll again')
    expect(wrapper.find('[data-testid="exxtra-place-4"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="exxtra-place-3"]').text()).toContain('knocks back Carl')
    expect(wrapper.get('[data-testid="exxtra-place-5"]').text()).not.toContain('knocks back')
    await wrapper.get('[data-testid="exxtra-place-3"]').trigger('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'place', rung: 3 }]])
  })

  it('pointing at a Place button shows on the board of the same view what it would knock back', async () => {
    const other = mountWith(inView(Board, Panel), dianaHolds70())
    wrapper = mountWith(inView(Board, Panel), dianaHolds70())
    await wrapper.vm.$nextTick()
    const boardOf = (w: VueWrapper) => Konva.stages.find((st) => (w.element as Element).contains(st.container()))!
    await wrapper.get('[data-testid="exxtra-place-3"]').trigger('mouseenter')
    expect(boardOf(wrapper).findOne('.pair-2')!.opacity()).toBeLessThan(1)
    expect(boardOf(other).findOne('.pair-2')!.opacity()).toBe(1)
    await wrapper.get('[data-testid="exxtra-place-3"]').trigger('mouseleave')
    expect(boardOf(wrapper).findOne('.pair-2')!.opacity()).toBe(1)
    other.unmount()
  })

  it('before the first roll only rolling is offered', () => {
    wrapper = mountWith(Panel, exxtra.setup(defaultScenario, 4, 1))
    expect(wrapper.findAll('button')).toHaveLength(1)
    expect(wrapper.get('[data-testid="exxtra-roll"]').text()).toContain('Roll the dice')
  })
})
