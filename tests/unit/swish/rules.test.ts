import { describe, expect, it } from 'vitest'
import { swish } from '../../../shared/games/swish/index.js'
import { allowedSlots, scores } from '../../../shared/games/swish/rules.js'
import { chainsOverlap, chainOverlapsItself } from '../../../shared/games/swish/fish.js'
import { RAD } from '../../../shared/games/swish/geometry.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { scenarioWith, small, straight, swimming, twoBluesOneRed } from './helpers.js'

const { apply, explain, legalActions, setup, toAct, result } = swish
const RED = 0,
  BLUE = 1,
  YELLOW = 2,
  GREEN = 3

/** the far-away second fish most tests need */
const bystander = () => straight(-5, -5, 180, [BLUE, RED])
/** a small fish far from everything, so the pond is not empty */
const far = () => small(99, GREEN, 5, -5)

function close(a: number[], b: number[]) {
  expect(a.length).toBe(b.length)
  a.forEach((v, i) => expect(v).toBeCloseTo(b[i], 9))
}

describe('準備 (setup)', () => {
  it('players set up in reverse turn order, then the first player swims first', () => {
    let s = setup(swish.defaultScenario, 3, 1)
    expect(s.phase).toBe('setup')
    expect(toAct(s)).toBe(2)
    s = apply(s, legalActions(s)[0])
    expect(toAct(s)).toBe(1)
    s = apply(s, legalActions(s)[0])
    expect(toAct(s)).toBe(0)
    s = apply(s, legalActions(s)[0])
    expect(s.phase).toBe('swim')
    expect(toAct(s)).toBe(0)
  })

  it('1) the head bone is the seat colour, 2) the bone behind it comes from the pond and is of another colour', () => {
    const s0 = setup(swish.defaultScenario, 2, 1)
    const redBone = s0.pond.find((b) => b.c === BLUE)! // seat 1's head is blue
    expect(explain(s0, { t: 'pick', bone: redBone.id, slot: 0 })).toEqual({ key: 'swish.why.sameAsHead' })
    const other = s0.pond.find((b) => b.c !== BLUE)!
    const s1 = apply(s0, { t: 'pick', bone: other.id, slot: 0 })
    expect(s1.fish[1]!.c).toEqual([BLUE, other.c])
    expect(s1.pond.some((b) => b.id === other.id)).toBe(false)
    expect(s1.pond.length).toBe(s0.pond.length - 1)
    expect(legalActions(s0).every((a) => a.t === 'pick' && s0.pond.find((b) => b.id === a.bone)!.c !== BLUE)).toBe(true)
  })

  it('3) the fish goes on a start place at the edge, its head on the place and pointing inward', () => {
    const s0 = setup(swish.defaultScenario, 2, 1)
    const slot = s0.slots[3]
    const s1 = apply(s0, { t: 'pick', bone: s0.pond.find((b) => b.c !== BLUE)!.id, slot: 3 })
    const p = s1.fish[1]!.p
    close(p.slice(0, 2), [slot.x, slot.y])
    const inward = Math.atan2(p[1] - p[3], p[0] - p[2]) / RAD
    expect(Math.abs(((inward - slot.heading + 540) % 360) - 180)).toBeLessThan(1e-6)
    expect(Math.hypot(p[0], p[1])).toBeLessThan(Math.hypot(p[4], p[5]))
  })

  it('the first fish goes anywhere, the others keep the fish evenly spaced', () => {
    let s = setup(swish.defaultScenario, 3, 1) // 12 slots
    expect(allowedSlots(s)).toHaveLength(12)
    s = apply(s, { t: 'pick', bone: s.pond.find((b) => b.c !== GREEN && b.c !== YELLOW)!.id, slot: 1 })
    expect(allowedSlots(s).sort((a, b) => a - b)).toEqual([5, 9])
    expect(explain(s, { t: 'pick', bone: s.pond.find((b) => b.c !== BLUE)!.id, slot: 2 })).toEqual({
      key: 'swish.why.slotUneven',
    })
    expect(explain(s, { t: 'pick', bone: s.pond.find((b) => b.c !== BLUE)!.id, slot: 1 })).toEqual({
      key: 'swish.why.slotTaken',
    })
  })
})

describe('遊び方 (how to play): a move is a run of steps', () => {
  it('a step takes the tail bone and puts it in front, at the chosen angle from the front bone', () => {
    const s = swimming([straight(0, 0, 0, [RED, BLUE]), bystander()], [far()])
    const t = apply(s, { t: 'step', deg: 90 })
    close(t.fish[0]!.p, [0, 1, 0, 0, -1, 0])
    expect(t.fish[0]!.c).toEqual([BLUE, RED])
    const u = apply(s, { t: 'step', deg: -30 })
    close(u.fish[0]!.p.slice(0, 2), [Math.cos(-30 * RAD), Math.sin(-30 * RAD)])
  })

  it('the angle is limited by the joint limit (setting), and the reason names the limit', () => {
    const s = swimming([straight(0, 0, 0, [RED, BLUE]), bystander()], [far()])
    expect(explain(s, { t: 'step', deg: 90 })).toBeNull()
    expect(explain(s, { t: 'step', deg: -90 })).toBeNull()
    expect(explain(s, { t: 'step', deg: 91 })).toEqual({ key: 'swish.why.beyondLimit', params: { limit: 90 } })
    const narrow: SwishState = { ...s, limit: 60 }
    expect(explain(narrow, { t: 'step', deg: 61 })).toEqual({ key: 'swish.why.beyondLimit', params: { limit: 60 } })
    expect(legalActions(narrow).filter((a) => a.t === 'step')).toHaveLength(121)
  })

  it('the run ends when the first front bone leads again: a fish of 3 bones takes at most 3 steps', () => {
    let s = swimming([straight(0, 0, 0, [RED, BLUE, YELLOW]), bystander()], [far()])
    s = apply(s, { t: 'step', deg: 0 })
    s = apply(s, { t: 'step', deg: 10 })
    expect(toAct(s)).toBe(0)
    s = apply(s, { t: 'step', deg: -10 })
    expect(toAct(s)).toBe(1)
    expect(s.fish[0]!.c).toEqual([RED, BLUE, YELLOW])
  })

  it('note: the fish may stop early, but only after at least one step', () => {
    let s = swimming([straight(0, 0, 0, [RED, BLUE, YELLOW]), bystander()], [far()])
    expect(explain(s, { t: 'stop' })).toEqual({ key: 'swish.why.stopFirst' })
    s = apply(s, { t: 'step', deg: 0 })
    expect(explain(s, { t: 'stop' })).toBeNull()
    s = apply(s, { t: 'stop' })
    expect(toAct(s)).toBe(1)
  })

  it('note: whoever can move must move', () => {
    const s = swimming([straight(0, 0, 0, [RED, BLUE]), bystander()], [far()])
    expect(explain(s, { t: 'pass' })).toEqual({ key: 'swish.why.mustMove' })
    expect(legalActions(s).some((a) => a.t === 'pass')).toBe(false)
  })
})

describe('小魚の捕食 (eating a small fish)', () => {
  // the red-blue fish steps straight ahead: after the step its front is blue and its tail red
  const eater = () => straight(0, 0, 0, [RED, BLUE])

  it('touching a small fish ends the turn at once and the fish swallows it onto its tail', () => {
    const s = swimming([eater(), bystander()], [small(7, YELLOW, 1.3, 0), small(8, GREEN, 5, 5)])
    const t = apply(s, { t: 'step', deg: 0 })
    expect(toAct(t)).toBe(1)
    expect(t.fish[0]!.c).toEqual([BLUE, RED, YELLOW])
    close(t.fish[0]!.p, [1, 0, 0, 0, -1, 0, -2, 0])
    expect(t.pond.map((b) => b.id)).toEqual([8])
    expect(scores(t)).toEqual([3, 2])
  })

  it('1) a slight overlap is enough: 0.42 between cores touches, 0.45 does not', () => {
    const s = swimming([eater(), bystander()], [small(7, YELLOW, 1.42, 0)])
    expect(apply(s, { t: 'step', deg: 0 }).pond).toHaveLength(0)
    const far = swimming([eater(), bystander()], [small(7, YELLOW, 1.45, 0)])
    expect(apply(far, { t: 'step', deg: 0 }).pond).toHaveLength(1)
  })

  it('when several small fish touch, the player chooses which to swallow', () => {
    const s = swimming([eater(), bystander()], [small(7, YELLOW, 1.3, 0.4, 0), small(8, GREEN, 1.3, -0.4, 0)])
    const t = apply(s, { t: 'step', deg: 0 })
    expect(t.phase).toBe('eat')
    expect(toAct(t)).toBe(0)
    expect(legalActions(t)).toEqual([
      { t: 'eat', fish: 7 },
      { t: 'eat', fish: 8 },
    ])
    expect(explain(t, { t: 'step', deg: 0 })).toEqual({ key: 'swish.why.chooseFish' })
    expect(explain(t, { t: 'eat', fish: 3 })).toEqual({ key: 'swish.why.notTouching' })
    const u = apply(t, { t: 'eat', fish: 8 })
    expect(u.fish[0]!.c).toEqual([BLUE, RED, GREEN])
    expect(u.pond.map((b) => b.id)).toEqual([7])
    expect(toAct(u)).toBe(1)
  })

  it('the swallowed bone turns in 5° steps when straight behind the tail is taken', () => {
    const blocker = straight(-1.8, 0.5, 90, [BLUE, YELLOW])
    const s = swimming([eater(), blocker], [small(7, YELLOW, 1.3, 0)])
    const t = apply(s, { t: 'step', deg: 0 })
    const p = t.fish[0]!.p
    expect(p).toHaveLength(8)
    const turn = Math.atan2(p[7] - p[5], p[6] - p[4]) / RAD
    const off = ((turn - 180 + 540) % 360) - 180
    expect(off).not.toBeCloseTo(0, 6)
    expect(Math.abs(Math.round(off / 5) * 5 - off)).toBeLessThan(1e-6)
    expect(chainsOverlap(p, blocker.p)).toBe(false)
  })
})

describe('魚の構成と消化不良 (colours and indigestion)', () => {
  const eater = () => straight(0, 0, 0, [RED, BLUE])

  it('a small fish of the tail colour cannot join: indigestion, one point off', () => {
    const s = swimming([eater(), bystander()], [small(7, RED, 1.3, 0)]) // after the step the tail is red
    const t = apply(s, { t: 'step', deg: 0 })
    expect(t.fish[0]!.c).toEqual([BLUE, RED])
    expect(t.sick[0]).toEqual([RED])
    expect(t.pond).toHaveLength(0)
    expect(scores(t)[0]).toBe(1)
  })

  it('a small fish of the front colour cannot join either (it would clash after the next step)', () => {
    const s = swimming([eater(), bystander()], [small(7, BLUE, 1.3, 0)]) // after the step the front is blue
    const t = apply(s, { t: 'step', deg: 0 })
    expect(t.fish[0]!.c).toHaveLength(2)
    expect(t.sick[0]).toEqual([BLUE])
  })

  it('ruling: a bone with no room behind the tail (within the joint limit) is indigestion too', () => {
    const wall = straight(-1.6, 1.5, 90, [BLUE, YELLOW, GREEN])
    const s = swimming([eater(), wall], [small(7, YELLOW, 1.3, 0)], { limit: 60 })
    const t = apply(s, { t: 'step', deg: 0 })
    expect(t.fish[0]!.c).toHaveLength(2)
    expect(t.sick[0]).toEqual([YELLOW])
  })

  it('no fish ever holds two neighbours of one colour, tail and front included', () => {
    let s = swimming([eater(), bystander()], [small(7, YELLOW, 1.3, 0)])
    s = apply(s, { t: 'step', deg: 0 })
    const c = s.fish[0]!.c
    c.forEach((v, i) => expect(v).not.toBe(c[(i + 1) % c.length]))
  })
})

describe('他プレイヤーの魚との遭遇 (meeting other fish)', () => {
  it('a turn may not end on another fish: the last step onto it is refused', () => {
    const other = straight(1.5, 0.5, 90, [BLUE, YELLOW]) // a wall across x = 1.5
    let s = swimming([straight(0, 0, 0, [RED, BLUE]), other], [far()])
    s = apply(s, { t: 'step', deg: 90 })
    // the last step, heading back east from (0, 1) ... (0,1)→(1,1) is clear, straight on is not reachable now
    expect(explain(s, { t: 'step', deg: -90 })).toBeNull()
    const t = swimming([straight(0.6, 0, 0, [RED, BLUE]), other], [far()], { steps: 1 })
    expect(explain(t, { t: 'step', deg: 0 })).toEqual({ key: 'swish.why.onOtherFish' })
  })

  it('a step onto another fish is refused even mid-turn: that bone stays until the turn ends', () => {
    const other = straight(0.5, 0.5, 90, [BLUE, YELLOW])
    const s = swimming([straight(0, 0, 0, [RED, BLUE, YELLOW]), other], [far()])
    expect(explain(s, { t: 'step', deg: 0 })).toEqual({ key: 'swish.why.onOtherFish' })
    expect(explain(s, { t: 'step', deg: 90 })).toBeNull()
  })

  it('overlaps during the turn do not matter: a fish may cross its own old bones if it swims clear', () => {
    // a U-shaped fish: the step to the right closes it into a square, the next one straight on opens it
    const u = { c: [RED, BLUE, YELLOW, GREEN], p: [0, 1, 0, 0, 1, 0, 1, 1, 1, 2] }
    const s = swimming([u, bystander()], [far()])
    expect(explain(s, { t: 'step', deg: -90 })).toBeNull()
    const t = apply(s, { t: 'step', deg: -90 })
    expect(chainOverlapsItself(t.fish[0]!.p)).toBe(true)
    expect(explain(t, { t: 'stop' })).toEqual({ key: 'swish.why.onItself' })
    expect(explain(t, { t: 'step', deg: 0 })).toBeNull()
    const v = apply(t, { t: 'step', deg: 0 })
    expect(explain(v, { t: 'stop' })).toBeNull()
  })

  it('setting selfOverlap allowed: the fish may end across itself', () => {
    const u = { c: [RED, BLUE, YELLOW, GREEN], p: [0, 1, 0, 0, 1, 0, 1, 1, 1, 2] }
    const s = apply(swimming([u, bystander()], [far()], { selfOverlap: true }), { t: 'step', deg: -90 })
    expect(explain(s, { t: 'stop' })).toBeNull()
  })

  it('ruling: no joint may end a turn off the table', () => {
    const s = swimming([straight(9.5, 0, 0, [RED, BLUE]), bystander()], [far()], { steps: 1 })
    expect(explain(s, { t: 'step', deg: 0 })).toEqual({ key: 'swish.why.offTable' })
    expect(explain(s, { t: 'step', deg: 90 })).toBeNull()
  })

  it('a fish that cannot make any legal turn passes', () => {
    const stuck = straight(9.95, 0, 0, [RED, BLUE]) // facing the table edge
    const s = swimming([stuck, bystander()], [far()])
    expect(legalActions(s)).toEqual([{ t: 'pass' }])
    expect(explain(s, { t: 'pass' })).toBeNull()
    expect(explain(s, { t: 'step', deg: 90 })).toEqual({ key: 'swish.why.offTable' })
    const t = apply(s, { t: 'pass' })
    expect(toAct(t)).toBe(1)
    expect(t.phase).toBe('swim')
  })
})

describe('ゲームの終了と勝者 (end and winner)', () => {
  it('the game ends when the last small fish is eaten; score = bones minus indigestion', () => {
    const s = swimming([straight(0, 0, 0, [RED, BLUE]), bystander()], [small(7, YELLOW, 1.3, 0)])
    const t = apply(s, { t: 'step', deg: 0 })
    expect(t.phase).toBe('over')
    expect(toAct(t)).toBeNull()
    expect(scores(t)).toEqual([3, 2])
    expect(result(t)).toEqual([1, 2])
  })

  it('the game ends when every player passes in the same round', () => {
    const a = straight(9.95, 0, 0, [RED, BLUE])
    const b = straight(-9.95, 0, 180, [BLUE, RED])
    let s = swimming([a, b], [small(7, YELLOW, 0, 0)])
    s = apply(s, { t: 'pass' })
    expect(s.phase).toBe('swim')
    s = apply(s, { t: 'pass' })
    expect(s.phase).toBe('over')
    expect(result(s)).toEqual([1, 1])
  })

  it('ruling: the game also ends after stallRounds full rounds without eating', () => {
    const scen = scenarioWith((x) => {
      x.rules.stallRounds = 1
    })
    let s: SwishState = {
      ...swimming([straight(0, 0, 0, [RED, BLUE]), bystander()], [small(7, YELLOW, 4, 4)]),
      stall: setup(scen, 2, 1).stall,
    }
    expect(s.stall).toBe(2)
    s = apply(apply(s, { t: 'step', deg: 0 }), { t: 'stop' })
    expect(s.phase).toBe('swim')
    s = apply(apply(s, { t: 'step', deg: 0 }), { t: 'stop' })
    expect(s.phase).toBe('over')
  })

  it('ties share their place', () => {
    const s: SwishState = {
      ...swimming([straight(0, 0, 0, [RED, BLUE]), bystander(), straight(5, 5, 0, [YELLOW, RED, BLUE])], []),
      phase: 'over',
    }
    expect(result(s)).toEqual([2, 2, 1])
  })
})

describe('ruling: setup never strands a later player', () => {
  it('a bone that would leave a later seat without a bone of another colour is refused', () => {
    const scen = twoBluesOneRed()
    const s = setup(scen, 3, 1) // seat 2 (yellow) first; seat 1 (blue) needs the red bone
    expect(explain(s, { t: 'pick', bone: 2, slot: 0 })).toEqual({ key: 'swish.why.leavesNoBone' })
    expect(legalActions(s).every((a) => a.t === 'pick' && a.bone !== 2)).toBe(true)
    let t = apply(s, { t: 'pick', bone: 0, slot: 0 })
    t = apply(t, legalActions(t)[0])
    t = apply(t, legalActions(t)[0])
    expect(t.phase).toBe('over')
  })
})
