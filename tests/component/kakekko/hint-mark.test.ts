import { describe, expect, it } from 'vitest'
import Konva from 'konva'
import { nextTick } from 'vue'
import { scriptedRng } from '../../../shared/engine/rng.js'
import { defaultScenario, kakekko } from '../../../shared/games/kakekko/index.js'
import type { KakekkoAction, KakekkoState } from '../../../shared/games/kakekko/types.js'
import Board from '../../../src-renderer/games/kakekko/Board.vue'
import { hintedBoard, hintedMove } from '../support/hint.js'
import { centreOf, namedSeats } from '../support/mount.js'
import { squareOnStage } from '../support/kakekko.js'
import { kakekkoMoves } from '../../../src-renderer/stores/legal/kakekko.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'

// the app opens a game (its module and texts) before its board, hint or charts show
await Promise.all(GAME_IDS.map(openGame))

/** the three seats rolled 5, 2, 4; `raises` of them kept their roll */
function after(raises: number): KakekkoState {
  let s: KakekkoState = { ...kakekko.setup(defaultScenario, 3, 1), rng: scriptedRng([5, 2, 4]) }
  const moves: KakekkoAction[] = [{ t: 'roll' }, { t: 'roll' }, { t: 'roll' }]
  for (let i = 0; i < raises; i++) moves.push({ t: 'raise', marbles: 0 })
  for (const a of moves) s = kakekko.apply(s, a)
  return s
}

const { mount, stage, label } = hintedBoard(Board, {
  scenario: defaultScenario,
  seats: namedSeats(3),
  legal: (s: KakekkoState) => kakekkoMoves(s),
  testId: 'kakekko-board',
})

describe('Kakekko board: the hinted move (issue 20 §4)', () => {
  it('a hinted step rings its destination square, with an arrow from the pawn, and the label says it', async () => {
    const s = after(3)
    mount(s)
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    hintedMove.value = { t: 'walk', to: 2 }
    await nextTick()
    const ring = stage().findOne('.hint-mark')!
    expect(ring.className).toBe('Circle')
    const square = squareOnStage(stage(), defaultScenario.board, 2)
    expect(centreOf(ring).x).toBeCloseTo(square.x, 0)
    expect(centreOf(ring).y).toBeCloseTo(square.y, 0)
    expect(stage().findOne('.hint-arrow')).toBeTruthy()
    expect(label()).toContain('Hint marked on the board: ')
    hintedMove.value = null
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    expect(label()).not.toContain('Hint marked')
  })

  it('a hinted marbles choice rings the pawn on turn and shows how many marbles', async () => {
    const s = after(0)
    expect(s.phase).toBe('raise')
    const seat = kakekko.toAct(s)!
    mount(s)
    hintedMove.value = { t: 'raise', marbles: 2 }
    await nextTick()
    const ring = stage().findOne('.hint-mark')!
    const pawn = stage().findOne(`.pawn-${seat}`)!
    expect(centreOf(ring).x).toBeCloseTo(centreOf(pawn).x, 0)
    expect(centreOf(ring).y).toBeCloseTo(centreOf(pawn).y, 0)
    expect((stage().findOne('.hint-label') as Konva.Text).text()).toBe('+2')
  })
})
