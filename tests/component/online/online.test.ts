import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { nextTick } from 'vue'
import type { BaseAction, BaseState, GameModule } from '../../../shared/engine/types.js'
import { seedRng } from '../../../shared/engine/rng.js'
import { applyDrawing } from '../../../shared/engine/session.js'
import { loadSave } from '../../../shared/formats/loadFile.js'
import { GAMES } from '../../../shared/games/registry.js'
import type { Bridge } from '../../../shared/ipc.js'
import { Table } from '../../../shared/net/client.js'
import { stateHash } from '../../../shared/net/hash.js'
import type { LobbyMessage } from '../../../shared/net/protocol.js'
import { publicState } from '../../../shared/net/replica.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'
import { useGameStore } from '../../../src-renderer/stores/game.js'
import { useOnlineStore } from '../../../src-renderer/stores/online.js'
import LobbyPanel from '../../../src-renderer/online/LobbyPanel.vue'
import { mountIn } from '../support/mount.js'

await openGame('exxtra')

const written: string[] = []
function fakeBridge(): Bridge {
  return {
    writeAutosave: ({ text }: { text: string }) => (
      written.push(text),
      Promise.resolve({ ok: true, value: undefined })
    ),
    clearAutosave: () => Promise.resolve(),
    storeSave: ({ text }: { text: string }) => (
      written.push(text),
      Promise.resolve({ ok: true, value: { canceled: false, path: 'x' } })
    ),
    appInfo: () => Promise.resolve({ shell: 'web' }),
  } as unknown as Bridge
}

// as the app holds any game: its states are BaseState in the store
const exxtra: GameModule = GAMES.exxtra
const seats = [
  { name: 'Aya', colour: '#d55e00' },
  { name: 'Ben', colour: '#0072b2' },
  { name: 'Cy', colour: '#009e73' },
]

/** what a server does with an action: applies it with its generator, and what a client receives of it */
function serverPlays(state: BaseState, action: BaseAction) {
  const step = applyDrawing(exxtra, state, action)
  if (!step.ok) throw new Error(JSON.stringify(step.problems))
  return { server: step.value.state, draws: step.value.draws, replica: publicState(step.value.state) }
}

beforeEach(() => {
  ;(window as unknown as { asobiba: Bridge }).asobiba = fakeBridge()
  setActivePinia(createPinia())
  written.length = 0
  localStorage.clear()
})

describe('the play store in a network game', () => {
  it('sends a move to the server and logs it only when the server sends it back; the save replays to the server’s state', () => {
    const play = useGameStore()
    const sent: BaseAction[] = []
    let server = exxtra.setup(exxtra.defaultScenario, 3, 99)
    const initial = publicState(server)
    play.startOnline(
      { seat: 0, send: (a) => sent.push(a), server: 'ws://127.0.0.1:2567', room: 'room1234' },
      exxtra,
      exxtra.defaultScenario,
      seats,
      [initial],
      [],
    )
    expect(play.humanOnTurn).toBe(true)

    const roll = exxtra.legalActions(play.state)[0]
    expect(play.humanAct(roll)).toBeNull()
    expect(sent).toEqual([roll])
    expect(play.log).toHaveLength(0)

    // the rules' own reason, at once, and nothing sent
    const refused = play.humanAct({ t: 'end' })
    expect(refused).not.toBeNull()
    expect(play.rejection).toEqual(refused)
    expect(sent).toHaveLength(1)

    // the server's answers: every move until Ben is on turn, each with what it drew
    for (let i = 0; i < 40 && exxtra.toAct(server) === 0; i++) {
      const action = i === 0 ? roll : exxtra.bots.heuristic(server, { int: () => 0, float: () => 0, seed: () => 1 })
      const step = serverPlays(server, action)
      server = step.server
      play.onlinePlayed(step.replica, { action, seat: 0, draws: step.draws })
    }
    expect(play.log.length).toBeGreaterThan(0)
    expect(play.humanOnTurn).toBe(false)
    expect(play.humanAct(exxtra.legalActions(play.state)[0])).toEqual({ key: 'engine.notYourTurn' })

    // every logged move can be told (a roll's log line replays it with the server's draws)
    for (let i = 0; i < play.log.length; i++)
      expect(() => exxtra.describe(play.states[i], play.log[i].action)).not.toThrow()

    const save = loadSave(play.saveText())
    if (!save.ok) throw new Error(JSON.stringify(save.problems))
    expect(save.value.save.online?.room).toBe('room1234')
    expect(stateHash(save.value.replayed.states.at(-1)!)).toBe(stateHash(server))
    expect(play.canUndo).toBe(false)
    expect(play.canRedo).toBe(false)
  })

  it('a refusal from the server shows its reason', () => {
    const play = useGameStore()
    const state = { ...exxtra.setup(exxtra.defaultScenario, 3, 1), rng: seedRng(1) }
    play.startOnline(
      { seat: 0, send: () => {}, server: 'ws://h:1', room: 'room1234' },
      exxtra,
      exxtra.defaultScenario,
      seats,
      [publicState(state)],
      [],
    )
    play.refusedOnline({ key: 'net.stale', params: { turn: 3 } })
    expect(play.rejection).toEqual({ key: 'net.stale', params: { turn: 3 } })
  })
})

describe('the lobby', () => {
  const lobby = (over: Partial<LobbyMessage> = {}): LobbyMessage => ({
    seats: [
      { name: 'Aya', colour: '#d55e00', bot: null, status: 'connected' },
      { name: null, colour: null, bot: null, status: 'free' },
      { name: 'Cy', colour: '#009e73', bot: null, status: 'waiting' },
    ],
    started: false,
    grace: 120,
    spectators: 1,
    undo: 'consent',
    turnTimer: 0,
    ...over,
  })

  function atTable(host: boolean, seat: number | null) {
    const online = useOnlineStore()
    const calls: unknown[][] = []
    const table = new Proxy(
      {},
      {
        get:
          (_t, name) =>
          (...args: unknown[]) =>
            calls.push([name, ...args]),
      },
    )
    online.table = table as never
    online.room = 'room1234'
    online.link = 'open'
    online.lobby = lobby()
    online.you = { seat, seatToken: null, host, hostToken: null }
    return { online, calls }
  }

  it('a watcher takes a free seat with the name typed and a colour nobody at the table has; no name, no seat', async () => {
    const { calls } = atTable(false, null)
    const w = mountIn(LobbyPanel, {})
    expect(w.find('[data-testid="lobby-seat-2"] [data-testid="seat-status"]').text()).toContain('dropped, seat kept')
    expect(w.findAll('[data-testid="sit"]')).toHaveLength(1)
    expect(w.find('[data-testid="add-bot"]').exists()).toBe(false)
    await w.find('[data-testid="lobby-seat-1"] [data-testid="sit"]').trigger('click')
    expect(calls).toEqual([])
    expect(w.text()).toContain('Type your name first.')
    await w.find('[data-testid="player-name"]').setValue('  Ben ')
    await w.find('[data-testid="lobby-seat-1"] [data-testid="sit"]').trigger('click')
    expect(calls).toEqual([['sit', 1, 'Ben', '#0072b2']])
    expect(JSON.parse(localStorage.getItem('asobiba.onlinePlayer')!)).toEqual({ name: 'Ben', colour: '#0072b2' })
    w.unmount()
  })

  it('a guest who joins by the code sees which game the table plays; a free seat says "free" once', async () => {
    const handlers = new Map<string, (m: unknown) => void>()
    const table = {
      code: 'room1234',
      game: null as unknown,
      undo: null,
      timer: null,
      on: (event: string, f: (m: unknown) => void) => void handlers.set(event, f),
      leave: () => Promise.resolve(1000),
    }
    const join = vi.spyOn(Table, 'join').mockResolvedValue(table as unknown as Table)
    const online = useOnlineStore()
    expect(await online.join('localhost:2567', 'room1234')).toBe(true)
    const w = mountIn(LobbyPanel, {})
    expect(w.get('[data-testid="lobby-title"]').text()).toBe('Table room1234')
    // what the server sends a newcomer: welcome, the game (sync), then the lobby
    table.game = GAMES.kakekko
    handlers.get('welcome')!({ seat: null, seatToken: null, host: false, hostToken: null })
    handlers.get('synced')!({})
    handlers.get('lobby')!(lobby())
    await nextTick()
    expect(w.get('[data-testid="lobby-title"]').text()).toBe('Kakekko: table room1234')
    expect(w.get('[data-testid="lobby-seat-1"]').text()).toMatch(/^Seat 2 · free\s*Sit here$/)
    join.mockRestore()
    w.unmount()
  })

  it('the host fills the free and dropped seats with bots, sets the grace time, and starts once every seat is taken', async () => {
    const { online, calls } = atTable(true, 0)
    const w = mountIn(LobbyPanel, {})
    expect(w.findAll('[data-testid="add-bot"]')).toHaveLength(2)
    // the level beside Start is the one "Put a bot here" uses, and says so
    expect(w.get('label:has([data-testid="bot-level"])').text()).toMatch(/^Level of the bots you put in a seat/)
    expect(w.find('[data-testid="start-online"]').attributes('disabled')).toBeDefined()
    await w.find('[data-testid="bot-level"]').setValue('hard')
    await w.find('[data-testid="lobby-seat-1"] [data-testid="add-bot"]').trigger('click')
    await w.find('[data-testid="grace"]').setValue('300')
    expect(calls).toEqual([
      ['setBot', 1, 'hard'],
      ['setGrace', 300],
    ])
    online.lobby = lobby({
      seats: [
        { name: 'Aya', colour: '#d55e00', bot: null, status: 'connected' },
        { name: 'Bot 2', colour: '#8b5cf6', bot: 'hard', status: 'bot' },
        { name: 'Cy', colour: '#009e73', bot: null, status: 'connected' },
      ],
    })
    await nextTick()
    await w.find('[data-testid="start-online"]').trigger('click')
    expect(calls.at(-1)).toEqual(['start'])
    w.unmount()
  })
})
