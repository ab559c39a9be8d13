import { describe, expect, it } from 'vitest'
import Konva from 'konva'
import { nextTick } from 'vue'
import { defaultScenario, recess } from '../../../shared/games/recess/index.js'
import type { RecessState } from '../../../shared/games/recess/index.js'
import Board from '../../../src-renderer/games/recess/Board.vue'
import { hintedBoard, hintedMove } from '../support/hint.js'
import { rulesMoves } from '../../../src-renderer/stores/legal/index.js'
import { centreOf, namedSeats } from '../support/mount.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'

// the app opens a game (its module and texts) before its board, hint or charts show
await Promise.all(GAME_IDS.map(openGame))

const { mount, stage, label } = hintedBoard(Board, {
  scenario: defaultScenario,
  seats: namedSeats(2),
  legal: (s: RecessState) => rulesMoves(recess, s),
  testId: 'recess-board',
})

describe('Recess board: the hinted move (issue 20 §4)', () => {
  it('rings the hinted kid, outlines its target cell, draws the arrow between, and the label says the move', async () => {
    mount(recess.setup(defaultScenario, 2, 1))
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    hintedMove.value = { t: 'kid', kid: 0, steps: 3, to: [0, 2] }
    await nextTick()
    const marks = stage().find('.hint-mark')
    expect(marks).toHaveLength(2)
    const ring = marks.find((n) => n.className === 'Circle')!
    const cell = marks.find((n) => n.className === 'Rect')!
    expect((ring as Konva.Circle).dash().length).toBeGreaterThan(0)
    const kid = stage().findOne('.piece-k0')!
    expect(ring.x()).toBeCloseTo(kid.x())
    expect(ring.y()).toBeCloseTo(kid.y())
    expect(stage().findOne('.hint-arrow')).toBeTruthy()
    // the outlined cell is the one the kid's own target for that move highlights
    kid.fire('click')
    await nextTick()
    const target = centreOf(stage().findOne('.target-0-2')!)
    expect(centreOf(cell).x).toBeCloseTo(target.x)
    expect(centreOf(cell).y).toBeCloseTo(target.y)
    // advice to the player on turn: the kid named by where it stands, here still in its entrance
    expect(label()).toContain('Hint marked on the board: Walk your boy 3 steps in from the entrance to C1.')
    hintedMove.value = null
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    expect(stage().findOne('.hint-arrow')).toBeFalsy()
  })
})
