import { describe, expect, it } from 'vitest'
import Konva from 'konva'
import { nextTick } from 'vue'
import { defaultScenario, swish } from '../../../shared/games/swish/index.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import Board from '../../../src-renderer/games/swish/Board.vue'
import { small, straight, swimming } from '../../unit/swish/helpers.js'
import { hintedBoard, hintedMove } from '../support/hint.js'
import { namedSeats } from '../support/mount.js'
import { rulesMoves } from '../../../src-renderer/stores/legal/index.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'

// the app opens a game (its module and texts) before its board, hint or charts show
await Promise.all(GAME_IDS.map(openGame))

const board = hintedBoard(Board, {
  scenario: defaultScenario,
  seats: namedSeats(2),
  legal: (s: SwishState) => rulesMoves(swish, s),
  testId: 'swish-board',
})
const { stage, label } = board
const open = () => swimming([straight(0, 0, 0, [0, 1, 2]), straight(-5, -5, 180, [1, 0])], [small(7, 3, 5, 5)])
const mount = () => board.mount(open())
const norm = (d: number) => (((d % 360) + 540) % 360) - 180

describe('Swish pond: the hinted move (issue 20 §4)', () => {
  it('a hinted step shows the bone at its angle as a ghost in a dashed outline, and the label says it', async () => {
    mount()
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    hintedMove.value = { t: 'step', deg: 0 }
    await nextTick()
    const straightOn = stage().findOne('.hint-mark') as Konva.Rect
    const ghost = stage().findOne('.hint-bone')!
    expect(straightOn.dash().length).toBeGreaterThan(0)
    expect(ghost.opacity()).toBeLessThan(1)
    // the outline sits on the ghost bone, along it
    expect(straightOn.x()).toBeCloseTo(ghost.x())
    expect(straightOn.y()).toBeCloseTo(ghost.y())
    expect(Math.abs(norm(straightOn.rotation() - ghost.rotation()))).toBeCloseTo(180, 5)
    const r0 = straightOn.rotation()
    expect(label()).toContain('Hint marked on the board: ')

    hintedMove.value = { t: 'step', deg: 30 }
    await nextTick()
    const turned = stage().findOne('.hint-mark') as Konva.Rect
    expect(Math.abs(norm(turned.rotation() - r0))).toBeCloseTo(30, 5)

    hintedMove.value = null
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    expect(stage().findOne('.hint-bone')).toBeFalsy()
  })

  it('a hinted Stop rings the head of the fish on turn', async () => {
    mount()
    hintedMove.value = { t: 'stop' }
    await nextTick()
    const ring = stage().findOne('.hint-mark')!
    expect(ring.className).toBe('Circle')
    expect(stage().findOne('.hint-bone')).toBeFalsy()
    expect(label()).toContain('Hint marked on the board: ')
  })
})
