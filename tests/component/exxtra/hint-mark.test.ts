import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import Konva from 'konva'
import { nextTick } from 'vue'
import { scriptedRng } from '../../../shared/engine/rng.js'
import { defaultScenario, exxtra, OFF } from '../../../shared/games/exxtra/index.js'
import type { ExxtraState } from '../../../shared/games/exxtra/index.js'
import Board from '../../../src-renderer/games/exxtra/Board.vue'
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
  { name: 'Diana', colour: '#e69f00' },
]

/** Diana holds "70" after a first roll; she may roll again or place it */
function dianaHolds70(): ExxtraState {
  const s: ExxtraState = {
    ...exxtra.setup(defaultScenario, 4, 1),
    seat: 3,
    pos: [0, 3, 0, 0],
    rung: [OFF, OFF, 4, OFF],
    value: [OFF, OFF, 64, OFF],
    rng: scriptedRng([4, 5]),
  }
  return exxtra.apply(s, { t: 'roll' })
}

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  hintedMove.value = null
})

const stage = () => Konva.stages[Konva.stages.length - 1]
const mount = () =>
  mountIn(inView(HintStandIn, Board), {
    scenario: defaultScenario,
    state: dianaHolds70(),
    seats,
    interactive: true,
    lastAction: null,
    previous: null,
  })
const label = () => wrapper!.get('[data-testid="exxtra-board"]').attributes('aria-label')!

describe('Exxtra board: the hinted move (issue 20 §4)', () => {
  it('a hinted placement outlines its rung in the hint style, shows the held pair there, and the label says it', async () => {
    wrapper = mount()
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
    wrapper = mount()
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
    wrapper = mount()
    hintedMove.value = { t: 'place', rung: 5 }
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(1)
    await wrapper.setProps({ state: exxtra.apply(dianaHolds70(), { t: 'place', rung: 5 }) })
    await nextTick()
    expect(stage().find('.hint-mark')).toHaveLength(0)
    expect(label()).not.toContain('Hint marked')
  })
})
