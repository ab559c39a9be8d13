import { describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { swish, defaultScenario } from '../../../shared/games/swish/index.js'
import type { SwishAction, SwishState } from '../../../shared/games/swish/types.js'
import type { LegalMoves } from '../../../src-renderer/games/types.js'
import Board from '../../../src-renderer/games/swish/Board.vue'
import Panel from '../../../src-renderer/games/swish/Panel.vue'
import { small, straight, swimming } from '../../unit/swish/helpers.js'
import { rulesMoves } from '../../../src-renderer/stores/legal/index.js'
import { only } from '../support/legal.js'
import { inView } from '../support/view.js'
import { gamePart, namedSeats } from '../support/mount.js'

const { mountWith, stage } = gamePart({
  scenario: defaultScenario,
  seats: namedSeats(2),
  legal: (s: SwishState) => rulesMoves(swish, s),
})
let wrapper: VueWrapper | null = null
const open = () => swimming([straight(0, 0, 0, [0, 1, 2]), straight(-5, -5, 180, [1, 0])], [small(7, 3, 5, 5)])

describe('Swish pond', () => {
  it('arrow keys turn the next bone and Enter swims at that angle', async () => {
    wrapper = mountWith(Board, open())
    const board = wrapper.get('[data-testid="swish-board"]')
    for (let i = 0; i < 3; i++) await board.trigger('keydown', { key: 'ArrowRight' })
    await board.trigger('keydown', { key: 'ArrowLeft', shiftKey: true })
    await board.trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('act')).toEqual([[{ t: 'step', deg: -7 }]])
  })

  it('draws the arc of next positions, legal and illegal parts apart', async () => {
    const wall = straight(1.2, 1.5, 90, [1, 0, 2])
    wrapper = mountWith(Board, swimming([straight(0, 0, 0, [0, 1, 2]), wall], [small(7, 3, 5, 5)]))
    await wrapper.vm.$nextTick()
    expect(stage().find('.arc-legal').length).toBeGreaterThan(0)
    expect(stage().find('.arc-illegal').length).toBeGreaterThan(0)
  })

  it("does nothing when it is not a person's turn", async () => {
    wrapper = mountWith(Board, open(), false)
    await wrapper.get('[data-testid="swish-board"]').trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('act')).toBeUndefined()
    expect(stage().find('.arc-legal')).toHaveLength(0)
  })

  it('when several small fish touch, clicking one swallows it', async () => {
    const s = swish.apply(
      swimming(
        [straight(0, 0, 0, [0, 1]), straight(-5, -5, 180, [1, 0])],
        [small(7, 2, 1.3, 0.4, 0), small(8, 3, 1.3, -0.4, 0)],
      ),
      { t: 'step', deg: 0 },
    )
    expect(s.phase).toBe('eat')
    wrapper = mountWith(Board, s)
    await wrapper.vm.$nextTick()
    stage().findOne('.pond-8')!.fire('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'eat', fish: 8 }]])
  })

  it('setup: a pond bone, then a start place, makes the pick', async () => {
    const s = swish.setup(defaultScenario, 2, 1)
    const bone = s.pond.find((b) => b.c !== 1)!
    wrapper = mountWith(Board, s)
    await wrapper.vm.$nextTick()
    stage().findOne(`.pond-${bone.id}`)!.fire('click')
    await wrapper.vm.$nextTick()
    stage().findOne('.slot-4')!.fire('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'pick', bone: bone.id, slot: 4 }]])
  })
})

describe('Swish pond, given its legal moves', () => {
  it('offers exactly the steps it is given, not the ones the rules would allow', async () => {
    // the rules let the fish swim straight on (0°); the pond is given a turn of 5° alone
    const s = open()
    expect(swish.explain(s, { t: 'step', deg: 0 })).toBeNull()
    wrapper = mountWith(inView(Board, Panel), s, true, only<SwishAction>([{ t: 'step', deg: 5 }]))
    const board = wrapper.findComponent(Board)
    const el = wrapper.get('[data-testid="swish-board"]')
    await el.trigger('keydown', { key: 'Enter' })
    expect(board.emitted('act')).toBeUndefined()
    for (let i = 0; i < 5; i++) await el.trigger('keydown', { key: 'ArrowRight' })
    await el.trigger('keydown', { key: 'Enter' })
    expect(board.emitted('act')).toEqual([[{ t: 'step', deg: 5 }]])
    expect(wrapper.get('[data-testid="swish-stop"]').attributes('disabled')).toBeDefined()
  })

  it('while its moves are still being checked it says so and offers no step', async () => {
    const checking: LegalMoves<SwishAction> = { actions: [], checking: true, why: () => undefined }
    wrapper = mountWith(inView(Board, Panel), open(), true, checking)
    await wrapper.vm.$nextTick()
    expect(wrapper.find('[data-testid="swish-checking"]').exists()).toBe(true)
    await wrapper.get('[data-testid="swish-board"]').trigger('keydown', { key: 'Enter' })
    expect(wrapper.findComponent(Board).emitted('act')).toBeUndefined()
  })
})

describe('Swish panel', () => {
  it('Stop is offered after a step and sends stop', async () => {
    const s = swish.apply(open(), { t: 'step', deg: 0 })
    wrapper = mountWith(Panel, s)
    await wrapper.get('[data-testid="swish-stop"]').trigger('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'stop' }]])
  })

  it('Stop is disabled before the first step; scores and indigestion are listed', () => {
    const s: SwishState = { ...open(), sick: [[2, 3], []] }
    wrapper = mountWith(Panel, s)
    expect(wrapper.get('[data-testid="swish-stop"]').attributes('disabled')).toBeDefined()
    const rows = wrapper.findAll('tbody tr')
    expect(rows).toHaveLength(2)
    expect(rows[0].text()).toContain('Alex')
    expect(rows[0].find('.score').text()).toBe('1')
  })
})
