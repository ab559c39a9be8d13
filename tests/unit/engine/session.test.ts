import { describe, expect, it } from 'vitest'
import {
  applyChecked,
  canUndo,
  previousTurnStart,
  replay,
  replaySteps,
  undoFloor,
} from '../../../shared/engine/session.js'
import { replayer } from '../../../shared/formats/loadFile.js'
import { SAVE_VERSION, type SavedGame } from '../../../shared/formats/envelope.js'
import { toy, type ToyAction } from './toy-game.js'
import type { BaseAction } from '../../../shared/engine/types.js'

const sc = toy.defaultScenario

describe('replay', () => {
  it('rebuilds the same game from scenario, seats, seed and actions', () => {
    const actions: ToyAction[] = [{ t: 'roll' }, { t: 'end' }, { t: 'roll' }, { t: 'end' }, { t: 'roll' }]
    const a = replay(toy, sc, 2, 123, actions)
    const b = replay(toy, sc, 2, 123, actions)
    expect(a.error).toBeNull()
    expect(a.states.at(-1)).toEqual(b.states.at(-1))
    expect(a.log.map((e) => e.seat)).toEqual([0, 0, 1, 1, 0])
    expect(a.log.map((e) => e.chance)).toEqual([true, false, true, false, true])
  })
  it('stops at the first illegal action with its index and reason, keeping what came before', () => {
    const actions: ToyAction[] = [{ t: 'roll' }, { t: 'end' }, { t: 'end' }, { t: 'roll' }]
    const r = replay(toy, sc, 2, 1, actions)
    expect(r.error).toEqual({ index: 2, reason: { key: 'toy.rollFirst' } })
    expect(r.log).toHaveLength(2)
    expect(r.states).toHaveLength(3)
  })
  it('is one loop: in steps, in one go and in the file loader it gives the same states and stops at the same action', () => {
    const actions: ToyAction[] = [{ t: 'roll' }, { t: 'end' }, { t: 'roll' }, { t: 'end' }, { t: 'end' }]
    const whole = replay(toy, sc, 2, 9, actions)
    expect(whole.error?.index).toBe(4)
    const chunked: unknown[] = []
    const steps = replaySteps(toy, sc, 2, 9, actions)
    let runs = 0
    while (!steps.run(2, (state) => chunked.push(state))) runs++
    expect(runs).toBe(2)
    expect(chunked).toEqual(whole.states)
    expect(steps.error()).toEqual(whole.error)
    const save: SavedGame = {
      format: 'asobiba.save',
      version: SAVE_VERSION,
      scenario: sc,
      seats: [],
      seed: 9,
      actions,
      cursor: 5,
      savedAt: '',
    }
    const fromFile: unknown[] = []
    const loading = replayer({ save, game: toy, seats: 2 })
    loading.run(Infinity, (state) => fromFile.push(state))
    expect(fromFile).toEqual(whole.states)
    const result = loading.result()
    expect(result.ok && result.value.save.actions).toEqual(actions.slice(0, 4))
    expect(result.ok && result.value.stoppedAt?.path).toBe('actions[4]')
  })
  it('refuses a malformed action instead of crashing', () => {
    // as a file may hold it: a tag the game does not know
    const fly: BaseAction = { t: 'fly' }
    const r = replay(toy, sc, 2, 1, [fly as ToyAction])
    expect(r.error?.reason.key).toBe('engine.malformedAction')
  })
  it('refuses any action once the game is over', () => {
    let s = toy.setup(sc, 2, 1)
    s = { ...s, pos: [25, 0] }
    const step = applyChecked(toy, s, { t: 'roll' })
    expect(step).toEqual({ ok: false, problems: [{ path: 'action', reason: { key: 'engine.gameOver' } }] })
  })
})

describe('undo policy', () => {
  const actions: ToyAction[] = [{ t: 'roll' }, { t: 'mark', at: 0 }, { t: 'mark', at: 0 }, { t: 'end' }]
  it('steps back over the seat’s own free decisions but never over its die roll', () => {
    const seed = 4
    const first = replay(toy, sc, 2, seed, [{ t: 'roll' }])
    const at = (first.states[1] as { pos: number[] }).pos[0]
    const acts = actions.map((a) => (a.t === 'mark' ? { ...a, at } : a))
    const r = replay(toy, sc, 2, seed, acts.slice(0, 3))
    expect(r.error).toBeNull()
    expect(canUndo(toy, r.states, r.log, 3)).toBe(true)
    expect(canUndo(toy, r.states, r.log, 2)).toBe(true)
    expect(canUndo(toy, r.states, r.log, 1)).toBe(false)
    expect(undoFloor(toy, r.states, r.log, 3)).toBe(1)
  })
  it("never steps back over another seat's decision", () => {
    const r = replay(toy, sc, 2, 4, [{ t: 'roll' }, { t: 'end' }])
    expect(canUndo(toy, r.states, r.log, 2)).toBe(false)
  })
})

describe('take-back point (the house rule against bots)', () => {
  const entry = (seat: number) => ({ action: { t: 'x' }, seat, chance: false })
  it("rewinds to the first action of the seat's previous turn, over the other seats' moves", () => {
    const log = [0, 0, 1, 1, 0, 0, 0, 1, 2].map(entry)
    expect(previousTurnStart(log, log.length, 0)).toBe(4)
    expect(previousTurnStart(log, log.length, 1)).toBe(7)
  })
  it('skips the turn the seat is in the middle of', () => {
    const log = [0, 1, 0, 0].map(entry)
    expect(previousTurnStart(log, log.length, 0)).toBe(0)
  })
  it('has nothing to take back before the seat has played', () => {
    expect(previousTurnStart([1, 2].map(entry), 2, 0)).toBeNull()
  })
})
