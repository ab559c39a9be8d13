import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import type { BaseAction, BaseState } from '../../../shared/engine/types.js'
import { applyDrawing } from '../../../shared/engine/session.js'
import { recess, defaultScenario as recessScenario } from '../../../shared/games/recess/index.js'
import { GAMES } from '../../../shared/games/registry.js'
import type { AppInfo, Bridge, HostedGame, JoinDetails } from '../../../shared/ipc.js'
import { Table } from '../../../shared/net/client.js'
import type { LobbyMessage } from '../../../shared/net/protocol.js'
import { publicState } from '../../../shared/net/replica.js'
import { ok, refusedWhole, type Result } from '../../../shared/result.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'
import RecessPanel from '../../../src-renderer/games/recess/Panel.vue'
import LobbyPanel from '../../../src-renderer/online/LobbyPanel.vue'
import OnlineBar from '../../../src-renderer/online/OnlineBar.vue'
import { rulesMoves } from '../../../src-renderer/stores/legal/index.js'
import { useGameStore } from '../../../src-renderer/stores/game.js'
import { useOnlineStore } from '../../../src-renderer/stores/online.js'
import OnlineView from '../../../src-renderer/views/OnlineView.vue'
import { mountIn } from '../support/mount.js'

await openGame('exxtra')

/** one bridge for the whole file (the renderer keeps the first it finds); each test sets its answers */
const calls: unknown[][] = []
const answers: {
  shell: AppInfo['shell']
  host: Result<HostedGame>
  details: Result<JoinDetails>
} = {
  shell: 'electron',
  host: refusedWhole({ key: 'net.noHosting' }),
  details: refusedWhole({ key: 'net.notHosting' }),
}
const bridge = {
  appInfo: () => Promise.resolve({ shell: answers.shell }),
  hostGame: (p: unknown) => (calls.push(['hostGame', p]), Promise.resolve(answers.host)),
  stopHosting: () => (calls.push(['stopHosting']), Promise.resolve()),
  joinDetails: (p: unknown) => (calls.push(['joinDetails', p]), Promise.resolve(answers.details)),
  chooseServer: (p: unknown) => (calls.push(['chooseServer', p]), Promise.resolve(ok({ reload: false }))),
  writeAutosave: () => Promise.resolve(ok(undefined)),
  clearAutosave: () => Promise.resolve(),
} as unknown as Bridge
;(window as unknown as { asobiba: Bridge }).asobiba = bridge

/** a Table as the store sees it: every request is recorded */
function fakeTable(code = 'room1234') {
  const asked: unknown[][] = []
  const table = {
    code,
    undo: null,
    timer: null,
    on: () => () => {},
    leave: () => Promise.resolve(1000),
    askUndo: () => asked.push(['askUndo']),
    answerUndo: (accept: boolean) => asked.push(['answerUndo', accept]),
  }
  return { table: table as unknown as Table, asked }
}

const lobby = (over: Partial<LobbyMessage> = {}): LobbyMessage => ({
  seats: [
    { name: 'Aya', colour: '#d55e00', bot: null, status: 'connected' },
    { name: 'Ben', colour: '#0072b2', bot: null, status: 'connected' },
  ],
  started: true,
  grace: 120,
  spectators: 0,
  undo: 'consent',
  turnTimer: 0,
  ...over,
})

let wrapper: VueWrapper | null = null
beforeEach(() => {
  setActivePinia(createPinia())
  localStorage.clear()
  sessionStorage.clear()
  calls.length = 0
  answers.shell = 'electron'
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('Host on this computer', () => {
  it('a port in use is refused with its number, in words; nothing is created', async () => {
    const create = vi.spyOn(Table, 'create')
    answers.host = refusedWhole({ key: 'net.portInUse', params: { port: 2567 } })
    wrapper = mountIn(OnlineView, {})
    await flushPromises()
    expect((wrapper.find('[data-testid="host-port"]').element as HTMLInputElement).value).toBe('2567')
    await wrapper.find('[data-testid="host-game"]').trigger('click')
    await flushPromises()
    expect(calls).toEqual([['hostGame', { port: 2567 }]])
    expect(wrapper.find('[data-testid="online-error"]').text()).toBe(
      'port 2567 is already in use on this computer: choose another',
    )
    expect(create).not.toHaveBeenCalled()
  })

  it('the web edition offers no hosting', async () => {
    answers.shell = 'web'
    wrapper = mountIn(OnlineView, {})
    await flushPromises()
    expect(wrapper.find('[data-testid="host-form"]').exists()).toBe(false)
  })

  it('hosts on the port typed and creates the table there with the form’s settings; Stop hosting ends it', async () => {
    const { table } = fakeTable()
    const create = vi.spyOn(Table, 'create').mockResolvedValue(table)
    answers.host = ok({ port: 3000, endpoint: 'ws://127.0.0.1:3000', addresses: ['10.0.0.5:3000'], reload: false })
    wrapper = mountIn(OnlineView, {})
    await flushPromises()
    await wrapper.find('[data-testid="create-undo"]').setValue('off')
    await wrapper.find('[data-testid="host-port"]').setValue('3000')
    await wrapper.find('[data-testid="host-game"]').trigger('click')
    await flushPromises()
    expect(create).toHaveBeenCalledWith('ws://127.0.0.1:3000', { game: 'exxtra', seats: 3, undo: 'off' })
    const online = useOnlineStore()
    expect(online.room).toBe('room1234')
    expect(online.hosting?.port).toBe(3000)
    await online.leave()
    await nextTick()
    expect(wrapper.find('[data-testid="hosting"]').text()).toContain('port 3000')
    await wrapper.find('[data-testid="stop-hosting"]').trigger('click')
    await flushPromises()
    expect(calls.at(-1)).toEqual(['stopHosting'])
    expect(wrapper.find('[data-testid="hosting"]').exists()).toBe(false)
  })

  it('when the page must reload for the new server, the table is created after the reload', async () => {
    const { table } = fakeTable()
    const create = vi.spyOn(Table, 'create').mockResolvedValue(table)
    answers.host = ok({ port: 2567, endpoint: 'ws://127.0.0.1:2567', addresses: [], reload: true })
    await useOnlineStore().host(2567, { game: 'exxtra', seats: 3, undo: 'consent' })
    expect(create).not.toHaveBeenCalled()
    // the page as it comes back: a new store, the same session
    setActivePinia(createPinia())
    const online = useOnlineStore()
    expect(online.hasPending()).toBe(true)
    expect(online.hosting?.endpoint).toBe('ws://127.0.0.1:2567')
    await online.resume()
    expect(create).toHaveBeenCalledWith('ws://127.0.0.1:2567', { game: 'exxtra', seats: 3, undo: 'consent' })
    expect(online.hasPending()).toBe(false)
  })
})

describe('the lobby’s QR code', () => {
  function inLobby() {
    const online = useOnlineStore()
    online.table = fakeTable().table
    online.room = 'room1234'
    online.link = 'open'
    online.lobby = lobby({ started: false })
    online.you = { seat: 0, seatToken: null, host: true, hostToken: null }
    return online
  }

  it('when this computer hosts, main’s QR code and links for other machines', async () => {
    const qr = 'data:image/png;base64,iVBORw0KGgo='
    const web = 'http://10.0.0.5:2567/#join=room1234&server=ws%3A%2F%2F10.0.0.5%3A2567'
    answers.details = ok({ code: 'room1234', server: '10.0.0.5:2567', link: 'asobiba://join#room=room1234', web, qr })
    const online = inLobby()
    online.hosting = { port: 2567, endpoint: 'ws://127.0.0.1:2567', addresses: ['10.0.0.5:2567'] }
    wrapper = mountIn(LobbyPanel, {})
    await flushPromises()
    expect(calls).toContainEqual(['joinDetails', { code: 'room1234' }])
    const img = wrapper.find('[data-testid="join-qr"]')
    expect(img.attributes('src')).toBe(qr)
    expect(img.attributes('alt')).toBe('QR code of the join link for a browser')
    expect((wrapper.find('[data-testid="web-join-link"]').element as HTMLInputElement).value).toBe(web)
  })

  it('in the web edition, a QR code of the web join link drawn here', async () => {
    inLobby()
    wrapper = mountIn(LobbyPanel, {})
    await vi.waitFor(() => expect(wrapper!.find('[data-testid="join-qr"]').exists()).toBe(true))
    const src = wrapper.find('[data-testid="join-qr"]').attributes('src')!
    expect(src.startsWith('data:image/svg+xml')).toBe(true)
    expect(decodeURIComponent(src)).toContain('<path')
    expect(calls.some((c) => c[0] === 'joinDetails')).toBe(false)
  })
})

const exxtra = GAMES.exxtra

/** a network game of Exxtra in the play store whose last move (by seat 0) drew nothing */
function gameWithQuietMove(mySeat: number) {
  const play = useGameStore()
  let server = exxtra.setup(exxtra.defaultScenario, 2, 7)
  const played: { action: BaseAction; seat: number; draws: number[] }[] = []
  const states: BaseState[] = [publicState(server)]
  for (let i = 0; i < 60 && exxtra.toAct(server) === 0; i++) {
    const tries = exxtra.legalActions(server).map((action) => ({ action, step: applyDrawing(exxtra, server, action) }))
    const { action, step } = tries.find((x) => x.step.ok && x.step.value.draws.length === 0) ?? tries[0]
    if (!step.ok) throw new Error(JSON.stringify(step.problems))
    server = step.value.state
    played.push({ action, seat: 0, draws: step.value.draws })
    states.push(publicState(server))
    if (step.value.draws.length === 0) break
  }
  expect(played.at(-1)?.draws).toEqual([])
  play.startOnline(
    { seat: mySeat, send: () => {}, server: 'ws://h:1', room: 'room1234' },
    exxtra,
    exxtra.defaultScenario,
    lobby().seats.map((s) => ({ name: s.name!, colour: s.colour! })),
    states,
    played,
  )
  const online = useOnlineStore()
  const { table, asked } = fakeTable()
  online.table = table
  online.room = 'room1234'
  online.link = 'open'
  online.lobby = lobby()
  online.you = { seat: mySeat, seatToken: null, host: mySeat === 0, hostToken: null }
  return { online, asked }
}

describe('taking a move back by consent', () => {
  it('the player who made the last move asks, and waits for the others', async () => {
    const { online, asked } = gameWithQuietMove(0)
    wrapper = mountIn(OnlineBar, {})
    await wrapper.find('[data-testid="ask-undo"]').trigger('click')
    expect(asked).toEqual([['askUndo']])
    online.undo = { turn: 3, seat: 0, status: 'asked', waiting: [1] }
    await nextTick()
    expect(wrapper.find('[data-testid="undo-request"]').text()).toContain('Waiting for the others to answer (1 left)')
    expect(wrapper.find('[data-testid="undo-accept"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="ask-undo"]').exists()).toBe(false)
  })

  it('the other player sees the request and answers it; a declined or expired request is told', async () => {
    const { online, asked } = gameWithQuietMove(1)
    wrapper = mountIn(OnlineBar, {})
    expect(wrapper.find('[data-testid="ask-undo"]').exists()).toBe(false)
    online.undo = { turn: 3, seat: 0, status: 'asked', waiting: [1] }
    await nextTick()
    expect(wrapper.find('[data-testid="undo-request"]').text()).toContain('Aya asks to take back their last move.')
    await wrapper.find('[data-testid="undo-accept"]').trigger('click')
    await wrapper.find('[data-testid="undo-decline"]').trigger('click')
    expect(asked).toEqual([
      ['answerUndo', true],
      ['answerUndo', false],
    ])
    online.undo = null
    online.undoEnded = { turn: 3, seat: 0, status: 'expired', waiting: [1] }
    await nextTick()
    expect(wrapper.find('[data-testid="undo-ended"]').text()).toBe(
      'The request of Aya to take a move back got no answer in time.',
    )
  })

  it('no asking at a table where taking moves back is off', () => {
    const { online } = gameWithQuietMove(0)
    online.lobby = lobby({ undo: 'off' })
    wrapper = mountIn(OnlineBar, {})
    expect(wrapper.find('[data-testid="ask-undo"]').exists()).toBe(false)
  })
})

describe('the server’s turn timer', () => {
  it('shows the seconds left for the seat on turn, once a second, and a stopped clock as stopped', async () => {
    vi.useFakeTimers()
    const { online } = gameWithQuietMove(1)
    online.lobby = lobby({ turnTimer: 30 })
    online.timer = { seat: 0, seconds: 30, deadline: Date.now() + 12_000, remainingMs: 12_000, running: true }
    wrapper = mountIn(OnlineBar, {})
    expect(wrapper.find('[data-testid="turn-clock"]').text()).toBe('Aya: 12 s left for this turn')
    vi.advanceTimersByTime(5_000)
    await nextTick()
    expect(wrapper.find('[data-testid="turn-clock"]').text()).toBe('Aya: 7 s left for this turn')
    online.timer = { seat: 1, seconds: 30, deadline: 0, remainingMs: 9_000, running: false }
    await nextTick()
    expect(wrapper.find('[data-testid="turn-clock"]').text()).toBe('Ben: 9 s left (the clock is stopped)')
  })

  it('no clock without the rule', () => {
    const { online } = gameWithQuietMove(1)
    online.timer = { seat: 0, seconds: 0, deadline: 0, remainingMs: 0, running: false }
    wrapper = mountIn(OnlineBar, {})
    expect(wrapper.find('[data-testid="turn-clock"]').exists()).toBe(false)
  })

  it('the Recess panel leaves the timeout to the server in a network game', async () => {
    vi.useFakeTimers()
    useGameStore().online = { seat: 0, send: () => {}, server: 'ws://h:1', room: 'room1234' }
    const timed = { ...recessScenario, rules: { ...recessScenario.rules, turnTimer: 10 } }
    const state = recess.setup(timed, 4, 1)
    wrapper = mountIn(RecessPanel, {
      scenario: timed,
      state,
      seats: [],
      interactive: true,
      lastAction: null,
      previous: null,
      legal: rulesMoves(recess, state),
    })
    vi.advanceTimersByTime(11_000)
    await nextTick()
    expect(wrapper.find('[data-testid="recess-timer"]').text()).toContain('0')
    expect(wrapper.emitted('act')).toBeUndefined()
  })
})
