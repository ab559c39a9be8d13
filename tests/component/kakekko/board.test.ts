import { describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import Konva from 'konva'
import { scriptedRng } from '../../../shared/engine/rng.js'
import { defaultScenario, kakekko } from '../../../shared/games/kakekko/index.js'
import type { KakekkoAction, KakekkoState } from '../../../shared/games/kakekko/types.js'
import Board from '../../../src-renderer/games/kakekko/Board.vue'
import Panel from '../../../src-renderer/games/kakekko/Panel.vue'
import { inView } from '../support/view.js'
import { kakekkoMoves, type KakekkoMoves } from '../../../src-renderer/stores/legal/kakekko.js'
import { only } from '../support/legal.js'
import { gamePart, namedSeats } from '../support/mount.js'
import { clickSquare, squareOnStage } from '../support/kakekko.js'
import { squareAt } from '../../../src-renderer/games/kakekko/squareAt.js'
import { SQUARE_R } from '../../../src-renderer/games/kakekko/layout.js'
import { nextTick } from 'vue'

/** three seats rolled 5, 2, 4 and kept them: Alex is on turn with 5 points */
function alexActs(): KakekkoState {
  let s: KakekkoState = { ...kakekko.setup(defaultScenario, 3, 1), rng: scriptedRng([5, 2, 4]) }
  for (const a of [
    { t: 'roll' },
    { t: 'roll' },
    { t: 'roll' },
    { t: 'raise', marbles: 0 },
    { t: 'raise', marbles: 0 },
    { t: 'raise', marbles: 0 },
  ] as const) {
    s = kakekko.apply(s, a)
  }
  return s
}

const { mountWith, stage } = gamePart({
  scenario: defaultScenario,
  seats: namedSeats(3),
  legal: (s: KakekkoState) => kakekkoMoves(s),
})
let wrapper: VueWrapper | null = null

describe('Kakekko board', () => {
  it('clicking a reachable square walks there step by step', async () => {
    const s = alexActs()
    expect(s.queue[0]).toBe(0)
    wrapper = mountWith(Board, s)
    await wrapper.vm.$nextTick()
    clickSquare(stage(), defaultScenario.board, 4)
    expect(wrapper.emitted('act')).toEqual([[{ t: 'walk', to: 2 }], [{ t: 'walk', to: 3 }], [{ t: 'walk', to: 4 }]])
  })

  it('a square out of reach, or a board that is not interactive, does nothing', async () => {
    wrapper = mountWith(Board, alexActs())
    await wrapper.vm.$nextTick()
    clickSquare(stage(), defaultScenario.board, 30)
    expect(wrapper.emitted('act')).toBeUndefined()
    wrapper.unmount()
    wrapper = mountWith(Board, alexActs(), false)
    await wrapper.vm.$nextTick()
    clickSquare(stage(), defaultScenario.board, 2)
    expect(wrapper.emitted('act')).toBeUndefined()
  })

  it('in Connect mode (picked in the panel) a highlighted slot inks it', async () => {
    wrapper = mountWith(inView(Board, Panel), alexActs())
    await wrapper.find('[data-testid="connect"]').trigger('click')
    const id = defaultScenario.board.slots[0].id
    stage().findOne(`.slot-${id}`)!.fire('click')
    expect(wrapper.findComponent(Board).emitted('act')).toEqual([[{ t: 'connect', slot: id }]])
  })

  it('the tool picked in one view is not the tool of another view', async () => {
    const other = mountWith(inView(Board, Panel), alexActs())
    await other.find('[data-testid="connect"]').trigger('click')
    expect(other.find('[data-testid="connect"]').classes()).toContain('on')
    wrapper = mountWith(inView(Board, Panel), alexActs())
    await wrapper.vm.$nextTick()
    const id = defaultScenario.board.slots[0].id
    const board = Konva.stages.find((st) => (wrapper!.element as Element).contains(st.container()))!
    board.findOne(`.slot-${id}`)!.fire('click')
    expect(wrapper.findComponent(Board).emitted('act')).toBeUndefined()
    expect(wrapper.find('[data-testid="connect"]').classes()).not.toContain('on')
    other.unmount()
  })

  it('keyboard: arrows pick a target and Enter walks; Enter rolls in the dice phase', async () => {
    wrapper = mountWith(Board, alexActs())
    await wrapper.vm.$nextTick()
    const el = wrapper.find('[data-testid="kakekko-board"]')
    await el.trigger('keydown', { key: 'ArrowRight' })
    await el.trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('act')).toEqual([[{ t: 'walk', to: 2 }]])
    wrapper.unmount()
    wrapper = mountWith(Board, kakekko.setup(defaultScenario, 3, 1))
    await wrapper.vm.$nextTick()
    await wrapper.find('[data-testid="kakekko-board"]').trigger('keydown', { key: 'Enter' })
    expect(wrapper.emitted('act')).toEqual([[{ t: 'roll' }]])
  })
})

describe('Kakekko board, given its legal moves', () => {
  it('offers exactly the walks and actions it is given, not the ones the rules would allow', async () => {
    // the rules let Alex walk 5 squares and ink shortcuts; the board is given one walk, to square 3
    const s = alexActs()
    const given: KakekkoMoves = { ...only<KakekkoAction>([{ t: 'walk', to: 2 }]), walks: new Map([[3, [2, 3]]]) }
    wrapper = mountWith(inView(Board, Panel), s, true, given)
    await wrapper.vm.$nextTick()
    const board = wrapper.findComponent(Board)
    clickSquare(stage(), defaultScenario.board, 4)
    expect(board.emitted('act')).toBeUndefined()
    const el = wrapper.find('[data-testid="kakekko-board"]')
    await el.trigger('keydown', { key: 'ArrowRight' })
    await el.trigger('keydown', { key: 'Enter' })
    expect(board.emitted('act')).toEqual([[{ t: 'walk', to: 2 }], [{ t: 'walk', to: 3 }]])
    expect(wrapper.find('[data-testid="connect"]').attributes('disabled')).toBeDefined()
  })
})

describe('Kakekko board drawing', () => {
  it('pawns sharing a square fan out around it', async () => {
    wrapper = mountWith(Board, kakekko.setup(defaultScenario, 3, 1))
    await wrapper.vm.$nextTick()
    const at = [0, 1, 2].map((i) => stage().findOne(`.pawn-${i}`)!.position())
    expect(new Set(at.map((p) => `${p.x},${p.y}`)).size).toBe(3)
  })

  it('in Make mode (variant 1) a passage square takes a secret base', async () => {
    const scen = { ...defaultScenario, rules: { ...defaultScenario.rules, secretBases: true } }
    let s: KakekkoState = { ...kakekko.setup(scen, 3, 1), rng: scriptedRng([5, 2, 4]) }
    for (let i = 0; i < 3; i++) s = kakekko.apply(s, { t: 'roll' })
    for (let i = 0; i < 3; i++) s = kakekko.apply(s, { t: 'raise', marbles: 0 })
    wrapper = mountWith(inView(Board, Panel), s)
    await wrapper.find('[data-testid="make"]').trigger('click')
    clickSquare(stage(), defaultScenario.board, 1) // the start shrine: not a passage square
    clickSquare(stage(), defaultScenario.board, 9)
    expect(wrapper.findComponent(Board).emitted('act')).toEqual([[{ t: 'make', square: 9 }]])
  })
})

describe('Kakekko panel', () => {
  it('shows each seat’s roll and why it may not spend marbles', async () => {
    let s: KakekkoState = { ...kakekko.setup(defaultScenario, 3, 1), rng: scriptedRng([4, 4, 2]) }
    s = { ...s, hand: [3, 1, 0], pool: 5 }
    for (let i = 0; i < 3; i++) s = kakekko.apply(s, { t: 'roll' })
    wrapper = mountWith(Panel, s)
    await wrapper.vm.$nextTick()
    expect(wrapper.find('[data-testid="row-0"]').text()).toContain('deciding')
    expect(wrapper.find('[data-testid="row-1"]').text()).toContain('same roll as another, fewer marbles')
    expect(wrapper.find('[data-testid="row-2"]').text()).toContain('no marbles to spend')
    await wrapper.find('[data-testid="raise-2"]').trigger('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'raise', marbles: 2 }]])
  })

  it('in the action phase shows the points left, refuses Rest with its reason, and ends the turn', async () => {
    wrapper = mountWith(Panel, alexActs())
    await wrapper.vm.$nextTick()
    expect(wrapper.find('[data-testid="points"]').text()).toBe('5 points left')
    const rest = wrapper.find('[data-testid="rest"]')
    expect(rest.attributes('disabled')).toBeDefined()
    expect(rest.attributes('title')).toBe('The pool has no marble to take.')
    await wrapper.find('[data-testid="connect"]').trigger('click')
    expect(wrapper.find('[data-testid="connect"]').classes()).toContain('on')
    await wrapper.find('[data-testid="end"]').trigger('click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'end' }]])
    expect(wrapper.find('[data-testid="connect"]').classes()).not.toContain('on')
  })
})

describe('Kakekko board: the pointer on the squares (one shape draws them all)', () => {
  const pathRings = () => stage().find((n: Konva.Node) => n.getAttr('stroke') === '#1f7a43').length
  const pointAt = (x: number, y: number, type: 'mousemove' | 'click') => {
    stage().setPointersPositions({ clientX: x, clientY: y })
    stage().findOne('.squares')!.fire(type)
  }

  it('pointing at a reachable square shows the way there; between squares, at the edge and out of reach, none', async () => {
    wrapper = mountWith(Board, alexActs())
    await wrapper.vm.$nextTick()
    const four = squareOnStage(stage(), defaultScenario.board, 4)
    const five = squareOnStage(stage(), defaultScenario.board, 5)
    expect(pathRings()).toBe(0)
    pointAt(four.x, four.y, 'mousemove')
    await nextTick()
    expect(pathRings()).toBe(3) // squares 2, 3 and 4
    // halfway between two squares a body apart: on neither
    pointAt((four.x + five.x) / 2, (four.y + five.y) / 2, 'mousemove')
    await nextTick()
    expect(pathRings()).toBe(0)
    pointAt((four.x + five.x) / 2, (four.y + five.y) / 2, 'click')
    expect(wrapper.emitted('act')).toBeUndefined()
    // the edge of the body, its outline included, is still the square
    const scale = stage().findOne('.squares')!.getAbsoluteScale().x
    pointAt(four.x + (SQUARE_R + 1) * scale, four.y, 'click')
    expect(wrapper.emitted('act')).toEqual([[{ t: 'walk', to: 2 }], [{ t: 'walk', to: 3 }], [{ t: 'walk', to: 4 }]])
  })
})

describe('squareAt', () => {
  const squares = [
    { id: 1, x: 0, y: 0, r: 10 },
    { id: 2, x: 15, y: 0, r: 10 },
    { id: 3, x: 100, y: 100, r: 20 },
  ]
  it('finds the square whose body holds the point, the nearer centre where two overlap, none outside', () => {
    expect(squareAt(squares, 0, 0)).toBe(1)
    expect(squareAt(squares, 7, 0)).toBe(1)
    expect(squareAt(squares, 8, 0)).toBe(2)
    expect(squareAt(squares, 100, 119)).toBe(3)
    expect(squareAt(squares, 100, 121)).toBeNull()
    expect(squareAt(squares, 100, 121, 1.5)).toBe(3)
    expect(squareAt(squares, 50, 50)).toBeNull()
  })
})
