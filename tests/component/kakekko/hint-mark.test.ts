import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import Konva from 'konva'
import { nextTick } from 'vue'
import { scriptedRng } from '../../../shared/engine/rng.js'
import { defaultScenario, kakekko } from '../../../shared/games/kakekko/index.js'
import type { KakekkoAction, KakekkoState } from '../../../shared/games/kakekko/types.js'
import Board from '../../../src-renderer/games/kakekko/Board.vue'
import { HintStandIn, hintedMove } from '../support/hint.js'
import { mountIn } from '../support/mount.js'
import { inView } from '../support/view.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'

// the app opens a game (its module and texts) before its board, hint or charts show
await Promise.all(GAME_IDS.map(openGame))

const seats = [
  { name: 'Alex', colour: '#d55e00' },
  { name: 'Beatrice', colour: '#0072b2' },
  { name: 'Carl', colour: '#009e73' },
]

/** the three seats rolled 5, 2, 4; `raises` of them kept their roll */
function after(raises: number): KakekkoState {
  let s: KakekkoState = { ...kakekko.setup(defaultScenario, 3, 1), rng: scriptedRng([5, 2, 4]) }
  const moves: KakekkoAction[] = [{ t: 'roll' }, { t: 'roll' }, { t: 'roll' }]
  for (let i = 0; i < raises; i++) moves.push({ t: 'raise', marbles: 0 })
  for (const a of moves) s = kakekko.apply(s, a)
  return s
}

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  hintedMove.value = null
})

const stage = () => Konva.stages[Konva.stages.length - 1]
const centreOf = (n: Konva.Node) => {
  const r = n.getClientRect()
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 }
}
const mount = (state: KakekkoState) =>
  mountIn(inView(HintStandIn, Board), {
    scenario: defaultScenario,
    state,
    seats,
    interactive: true,
    lastAction: null,
    previous: null,
  })
const label = () => wrapper!.get('[data-testid="kakekko-board"]').attributes('aria-label')!

describe('Kakekko board: the hinted move (issue 20 §4)', () => {
  it('a hinted step rings its destination square, with an arrow from the pawn, and the label says it', async () => {
    const s = after(3)
    wrapper = mount(s)
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    hintedMove.value = { t: 'walk', to: 2 }
    await nextTick()
    const ring = stage().findOne('.hint-mark')!
    expect(ring.className).toBe('Circle')
    const square = centreOf(stage().findOne('.square-2')!)
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
    wrapper = mount(s)
    hintedMove.value = { t: 'raise', marbles: 2 }
    await nextTick()
    const ring = stage().findOne('.hint-mark')!
    const pawn = stage().findOne(`.pawn-${seat}`)!
    expect(centreOf(ring).x).toBeCloseTo(centreOf(pawn).x, 0)
    expect(centreOf(ring).y).toBeCloseTo(centreOf(pawn).y, 0)
    expect((stage().findOne('.hint-label') as Konva.Text).text()).toBe('+2')
  })
})
