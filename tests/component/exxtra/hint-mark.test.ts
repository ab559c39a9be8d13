import { describe, expect, it } from 'vitest'
import Konva from 'konva'
import { nextTick } from 'vue'
import { defaultScenario, exxtra } from '../../../shared/games/exxtra/index.js'
import type { ExxtraState } from '../../../shared/games/exxtra/index.js'
import Board from '../../../src-renderer/games/exxtra/Board.vue'
import { hintedBoard, hintedMove } from '../support/hint.js'
import { namedSeats } from '../support/mount.js'
import { rulesMoves } from '../../../src-renderer/stores/legal/index.js'
import { dianaHolds70 } from './positions.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'

// the app opens a game (its module and texts) before its board, hint or charts show
await Promise.all(GAME_IDS.map(openGame))

const board = hintedBoard(Board, {
  scenario: defaultScenario,
  seats: namedSeats(4),
  legal: (s: ExxtraState) => rulesMoves(exxtra, s),
  testId: 'exxtra-board',
})
const { stage, label } = board
const mount = () => board.mount(dianaHolds70())

describe('Exxtra board: the hinted move (issue 20 §4)', () => {
  it('a hinted placement outlines its rung in the hint style, shows the held pair there, and the label says it', async () => {
    mount()
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    expect(label()).not.toContain('Hint marked')
    hintedMove.value = { t: 'place', rung: 5 }
    await nextTick()
    const marks = stage().find('.hint-mark')
    expect(marks).toHaveLength(1)
    const mark = marks[0].getClientRect()
    const rung = stage().findOne('.rung-5')!.getClientRect()
    // the outline surrounds rung 5 and no other
    expect(mark.y).toBeLessThanOrEqual(rung.y)
    expect(mark.y + mark.height).toBeGreaterThanOrEqual(rung.y + rung.height)
    expect(mark.height).toBeLessThan(rung.height * 1.6)
    expect((marks[0] as Konva.Rect).dash().length).toBeGreaterThan(0)
    expect(stage().findOne('.ghost')).toBeTruthy()
    expect(label()).toContain('Hint marked on the board: Place your 70 on rung 5.')
    hintedMove.value = null
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    expect(stage().findOne('.ghost')).toBeFalsy()
  })

  it('a hinted roll outlines the dice', async () => {
    mount()
    hintedMove.value = { t: 'roll' }
    await nextTick()
    const marks = stage().find('.hint-mark')
    expect(marks).toHaveLength(1)
    const mark = marks[0].getClientRect()
    const dice = stage().findOne('.dice')!.getClientRect()
    expect(mark.x).toBeLessThanOrEqual(dice.x)
    expect(mark.width).toBeGreaterThanOrEqual(dice.width)
    expect(stage().findOne('.ghost')).toBeFalsy()
    // the label says to roll, never what the dice would show
    expect(label()).toMatch(/Hint marked on the board: Roll (the dice|again)\./)
  })

  it('the mark goes when the board is given another position, even with no hint box left to drop it', async () => {
    const wrapper = mount()
    hintedMove.value = { t: 'place', rung: 5 }
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(1)
    await wrapper.setProps({ state: exxtra.apply(dianaHolds70(), { t: 'place', rung: 5 }) })
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    expect(label()).not.toContain('Hint marked')
  })
})
