import { describe, expect, it } from 'vitest'
import { undoRefusal, type UndoAsk } from '../../../shared/net/undo.js'

/** The network undo rule (docs/NETWORK.md, Undo), which the server applies and the client's button follows. */
describe('undoRefusal: who may ask to take back which action', () => {
  const ask = (over: Partial<UndoAsk> = {}): UndoAsk => ({
    mode: 'consent',
    seat: 1,
    started: true,
    over: false,
    length: 5,
    asked: 5,
    pending: false,
    last: { seat: 1, chance: false },
    ...over,
  })

  it('the player who made the last action may ask, while the game runs', () => {
    expect(undoRefusal(ask())).toBeNull()
  })

  it('refuses, each with its reason: undo off, a spectator, before the start, after the end', () => {
    expect(undoRefusal(ask({ mode: 'off' }))?.key).toBe('net.undoOff')
    expect(undoRefusal(ask({ seat: null }))?.key).toBe('net.spectator')
    expect(undoRefusal(ask({ started: false }))?.key).toBe('net.notStarted')
    expect(undoRefusal(ask({ over: true }))?.key).toBe('engine.gameOver')
  })

  it('refuses an ask made before the table moved on, and a second ask while one is pending', () => {
    expect(undoRefusal(ask({ asked: 4 }))).toEqual({ key: 'net.stale', params: { turn: 5 } })
    expect(undoRefusal(ask({ pending: true }))?.key).toBe('net.undoPending')
  })

  it('only the last action, only its own player, never one that drew chance', () => {
    expect(undoRefusal(ask({ last: { seat: 0, chance: false } }))?.key).toBe('net.undoNotYours')
    expect(undoRefusal(ask({ last: undefined }))?.key).toBe('net.undoNotYours')
    expect(undoRefusal(ask({ last: { seat: 1, chance: true } }))?.key).toBe('net.undoChance')
  })
})
