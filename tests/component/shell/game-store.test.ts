import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { GAMES } from '../../../shared/games/registry.js'
import { chooseAction } from '../../../shared/ai/choose.js'
import type { GameModule, Reason } from '../../../shared/engine/types.js'
import type { Bridge } from '../../../shared/ipc.js'
import { refusedWhole } from '../../../shared/result.js'
import { loadSave } from '../../../shared/formats/loadFile.js'
import type { BotRequest } from '../../../src-renderer/bots/runner.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { gameModule, openGame } from '../../../src-renderer/games/gameCode.js'
import { nextTick } from 'vue'

// the app opens a game (its module, texts and the scenario checker) before a store or view uses it
await Promise.all(GAME_IDS.map(openGame))

// bots answer at once, on this thread (the real runner posts to a Web Worker)
const warmed: { game: string; state: unknown }[] = []
vi.mock('../../../src-renderer/bots/runner.js', () => ({
  askBot: (req: BotRequest) => {
    const game: GameModule = GAMES[req.game]
    return Promise.resolve(chooseAction(game, req.state, req.level, req.seed))
  },
  warmBot: (game: string, state: unknown) => void warmed.push({ game, state }),
}))

const writes: string[] = []
/** what storeSave answers: a full disk or browser storage when set */
let storeRefusal: Reason | null = null
function fakeBridge(): Bridge {
  return {
    writeAutosave: ({ text }: { text: string }) => (writes.push(text), Promise.resolve({ ok: true, value: undefined })),
    clearAutosave: () => (writes.push('cleared'), Promise.resolve()),
    storeSave: () =>
      Promise.resolve(storeRefusal ? refusedWhole(storeRefusal) : { ok: true, value: { canceled: false, path: 'x' } }),
    setDirty: async () => {},
  } as Partial<Bridge> as Bridge
}

const { useGameStore } = await import('../../../src-renderer/stores/game.js')
const exxtra: GameModule = GAMES.exxtra
const people = [
  { name: 'A', colour: '#d55e00' },
  { name: 'B', colour: '#0072b2' },
  { name: 'C', colour: '#009e73' },
]

describe('the game store', () => {
  beforeEach(() => {
    window.asobiba = fakeBridge()
    setActivePinia(createPinia())
    writes.length = 0
    storeRefusal = null
    localStorage.clear()
    warmed.length = 0
  })

  it('a game with a Hard bot warms its search in the bot worker when it starts and when it is resumed; others do not', () => {
    const play = useGameStore()
    play.start(exxtra.defaultScenario, people, 5)
    expect(warmed).toEqual([])
    const withHard = [people[0], { ...people[1], bot: 'hard' as const }, people[2]]
    play.start(exxtra.defaultScenario, withHard, 5)
    expect(warmed).toEqual([{ game: 'exxtra', state: play.state }])
    const loaded = loadSave(play.saveText())
    if (!loaded.ok) throw new Error('the store’s own save does not load')
    play.resume(loaded.value)
    expect(warmed.map((w) => w.game)).toEqual(['exxtra', 'exxtra'])
  })

  it('each move’s autosave is sent at once, before the last one is answered: a move made just before quitting is already with main', async () => {
    const answers: (() => void)[] = []
    const bridge: Bridge = {
      ...fakeBridge(),
      writeAutosave: ({ text }: { text: string }) => {
        writes.push(text)
        return new Promise((r) => answers.push(() => r({ ok: true, value: undefined })))
      },
    }
    window.asobiba = bridge
    const play = useGameStore()
    play.start(exxtra.defaultScenario, people, 5)
    const before = writes.length
    expect(play.humanAct({ t: 'roll' })).toBeNull()
    // a second action while the first write is unanswered (main still writing)
    const second = play.autosave()
    expect(writes.length).toBe(before + 2)
    expect((JSON.parse(writes.at(-1)!) as { actions: unknown[] }).actions).toHaveLength(1)
    expect(play.autosaveKeptAs()).toBeNull()
    for (const answer of answers) answer()
    await second
    expect(play.autosaveKeptAs()).toBe(play.storeName())
  })

  it('the autosave slot’s Continue name is never another game’s: forgotten until the new game’s first autosave lands', async () => {
    const play = useGameStore()
    play.start(exxtra.defaultScenario, people, 5)
    expect(play.humanAct({ t: 'roll' })).toBeNull()
    await play.autosave()
    const first = play.storeName()
    expect(play.autosaveKeptAs()).toBe(first)
    const other = loadSave(play.saveText())
    if (!other.ok) throw new Error('the store’s own save does not load')
    play.resume(other.value, null, 'exxtra-other.asobiba-save')
    // the slot still holds the first game until this one acts: it must not be named after this one
    expect(play.autosaveKeptAs()).toBeNull()
    // its next action's autosave
    await play.autosave()
    expect(play.autosaveKeptAs()).toBe('exxtra-other.asobiba-save')
    // resuming the slot’s own game under its own name keeps the name
    play.resume(other.value, null, 'exxtra-other.asobiba-save')
    expect(play.autosaveKeptAs()).toBe('exxtra-other.asobiba-save')
  })

  it('a game that cannot be kept for Continue says why and stays in the autosave slot', async () => {
    const play = useGameStore()
    play.start(exxtra.defaultScenario, people, 5)
    expect(play.humanAct({ t: 'roll' })).toBeNull()
    storeRefusal = { key: 'files.browserFull', params: { name: play.storeName() } }
    await play.leave()
    expect(play.keepError).toEqual(storeRefusal)
    expect(writes).not.toContain('cleared')
    storeRefusal = null
    play.start(exxtra.defaultScenario, people, 6)
    expect(play.humanAct({ t: 'roll' })).toBeNull()
    await play.leave()
    expect(play.keepError).toBeNull()
    expect(writes.at(-1)).toBe('cleared')
  })

  it('applies legal actions, refuses illegal ones with the rule’s reason, and autosaves after each', async () => {
    const play = useGameStore()
    play.start(exxtra.defaultScenario, people, 5)
    expect(play.toAct).toBe(0)
    expect(play.humanAct({ t: 'place', rung: 3 } as { t: string })).not.toBeNull()
    expect(play.rejection).not.toBeNull()
    expect(play.humanAct({ t: 'roll' })).toBeNull()
    expect(play.cursor).toBe(1)
    await play.autosave()
    const last = JSON.parse(writes.filter((w) => w !== 'cleared').at(-1)!) as { actions: unknown[]; cursor: number }
    expect(last.actions).toEqual([{ t: 'roll' }])
    expect(last.cursor).toBe(1)
  })

  it('never undoes a die roll, and redo returns to where undo started', () => {
    const play = useGameStore()
    play.start(exxtra.defaultScenario, people, 5)
    play.humanAct({ t: 'roll' })
    expect(play.canUndo).toBe(false)
    const place = exxtra.legalActions(play.state).find((a) => a.t === 'place')
    if (!place) throw new Error('no place action after the roll')
    play.humanAct(place)
    // placing ends the turn: the next seat is on turn, so it cannot be undone either
    expect(play.toAct).toBe(1)
    expect(play.canUndo).toBe(false)
  })

  it('takes back a person’s last turn over the bots’ moves only when the house rule allows', async () => {
    const play = useGameStore()
    play.start(exxtra.defaultScenario, [people[0], { ...people[1], bot: 'easy' as const }], 8)
    play.botSpeed = 'fast'
    play.humanAct({ t: 'roll' })
    const place = exxtra.legalActions(play.state).find((a: { t: string }) => a.t === 'place')
    if (place) play.humanAct(place)
    await vi.waitFor(() => expect(play.toAct).toBe(0), { timeout: 5000 })
    const startOfMyTurn = play.cursor
    expect(play.takeBackTo).toBeNull()
    play.setAllowTakeBack(true)
    expect(play.takeBackTo).toBe(0)
    play.takeBack()
    expect(play.cursor).toBe(0)
    expect(play.log).toHaveLength(0)
    expect(startOfMyTurn).toBeGreaterThan(0)
  })

  it('computes the legal moves of each state in play once, for the board and its panel', async () => {
    const play = useGameStore()
    const asked = vi.spyOn(gameModule('exxtra'), 'legalActions')
    play.start(exxtra.defaultScenario, people, 5)
    await nextTick()
    expect(play.legal.actions).toEqual([{ t: 'roll' }])
    expect(play.legal.why({ t: 'place', rung: 3 } as { t: string })).not.toBeNull()
    play.humanAct({ t: 'roll' })
    await nextTick()
    expect(asked).toHaveBeenCalledTimes(2)
    expect(play.legal.actions).toEqual(exxtra.legalActions(play.state))
    asked.mockRestore()
  })

  it('branches a new game from a point of the log', () => {
    const play = useGameStore()
    play.start(exxtra.defaultScenario, people, 5)
    play.humanAct({ t: 'roll' })
    play.humanAct({ t: 'roll' })
    play.branch(1)
    expect(play.cursor).toBe(1)
    expect(play.log).toHaveLength(1)
  })
})
