import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { GameId, Reason, Scenario } from '../../shared/engine/types.js'
import type { BotLevel, Seat } from '../../shared/formats/envelope.js'
import type { Table, TableTimer } from '../../shared/net/client.js'
import { joinFailure } from '../../shared/net/failure.js'
import { serverAddress } from '../../shared/net/links.js'
import type {
  CreateOptions,
  JoinOptions,
  LobbyMessage,
  UndoMessage,
  WelcomeMessage,
} from '../../shared/net/protocol.js'
import { useBridge } from '../bridge/index.js'
import { openGame } from '../games/gameCode.js'
import {
  defaultServer,
  forgetPasses,
  hasPending,
  keepHosting,
  keepPasses,
  keepPending,
  keepPlayer,
  keepServer,
  passesOf,
  readHosting,
  readPlayer,
  takePending,
  type Hosted,
  type Passes,
  type Pending,
} from '../online/kept.js'
import { SEAT_COLOURS } from '../seats.js'
import { useAppStore } from './app.js'
import { useGameStore } from './game.js'

/** the connection: none, being made, open, or lost and being made again */
export type Link = 'none' | 'connecting' | 'open' | 'reconnecting'

/** waits between tries to get back in after the connection dropped (the last one repeats) */
const RETRY_MS = [250, 500, 1000, 2000, 4000]

/** Colyseus's close code when the same seat was taken from another window */
const REPLACED = 4409

/**
 * A network table from this machine (shared/net/client.ts): connecting to a server, creating or
 * joining a room, the lobby, and the game once it starts, which it hands to the play store in its
 * network mode (stores/game.ts: actions go to the server; accepted ones come back and are logged
 * and saved like a local game's). A seat's passes are kept per room, so a dropped connection, a
 * reload or an app restart takes the seat back.
 */
/**
 * The network client (colyseus.js and the protocol's zod schemas) loads when a table is made or
 * joined, not with the home screen, which holds this store.
 */
const tableClass = () => import('../../shared/net/client.js').then((m) => m.Table)

export const useOnlineStore = defineStore('online', () => {
  const app = useAppStore()
  const play = useGameStore()

  const table = shallowRef<Table | null>(null)
  const server = ref(defaultServer())
  const room = ref<string | null>(null)
  /** the table's game, once the server has sent it (on joining, before the start too) */
  const gameId = ref<GameId | null>(null)
  const link = ref<Link>('none')
  const lobby = shallowRef<LobbyMessage | null>(null)
  const you = shallowRef<WelcomeMessage | null>(null)
  /** why the last request or connection failed */
  const error = shallowRef<Reason | null>(null)
  /** times this copy of the game disagreed with the server's and was rebuilt from its log */
  const resyncs = ref(0)
  /** the name and colour this machine sat down with last */
  const player = ref<{ name: string; colour: string }>(readPlayer())
  /** the server this app hosts (desktop), or null */
  const hosting = shallowRef<Hosted | null>(readHosting())
  /** the open request to take a move back, or null */
  const undo = shallowRef<UndoMessage | null>(null)
  /** how the last request to take a move back ended (declined, expired, cancelled, accepted), until the next one */
  const undoEnded = shallowRef<UndoMessage | null>(null)
  /** the server's turn timer, as the table last reported it */
  const timer = shallowRef<TableTimer | null>(null)
  let retry: ReturnType<typeof setTimeout> | null = null
  let generation = 0

  const isHost = computed(() => you.value?.host === true)
  const started = computed(() => lobby.value?.started === true)
  const seat = computed(() => you.value?.seat ?? null)

  /** the table's seats as the play store keeps them (names and colours of a started game are all there) */
  function seatsOf(l: LobbyMessage): Seat[] {
    return l.seats.map((s, i) => ({
      name: s.name ?? `#${i + 1}`,
      colour: s.colour ?? SEAT_COLOURS[i % SEAT_COLOURS.length],
      ...(s.bot ? { bot: s.bot } : {}),
    }))
  }

  function send(t: Table) {
    return (action: Parameters<Table['act']>[0]) => {
      if (table.value === t && link.value === 'open') t.act(action)
    }
  }

  /** the game as the table has it, into the play store; the play view opens */
  async function enterGame(t: Table, entered: () => void) {
    const l = t.lobby
    if (!t.game || !t.state || !l?.started || table.value !== t) return
    await openGame(t.game.id)
    if (table.value !== t) return
    const played = t.log.map((e) => ({ action: e.action, seat: e.seat, draws: e.draws }))
    play.startOnline(
      { seat: t.you?.seat ?? null, send: send(t), server: server.value, room: t.code },
      t.game,
      t.scenario as Scenario,
      seatsOf(l),
      [...t.states],
      played,
    )
    entered()
    if (app.view.name !== 'play' && app.view.name !== 'replay') app.go({ name: 'play' })
  }

  function attach(t: Table) {
    const gen = ++generation
    const current = () => gen === generation
    /** a sync came (on joining, after a resync): the play store takes the game over once it has started */
    let fresh = false
    /** the play store has this table's game: accepted actions go there from now on */
    let entered = false
    const enterIfReady = () => {
      if (!fresh || !t.lobby?.started || !t.state) return
      fresh = false
      entered = false
      void enterGame(t, () => (entered = true))
    }
    table.value = t
    room.value = t.code
    link.value = 'open'
    error.value = null
    undo.value = t.undo
    timer.value = t.timer
    t.on('welcome', (m) => {
      if (!current()) return
      you.value = m
      const passes: Passes = {}
      if (m.seatToken) passes.seatToken = m.seatToken
      if (m.hostToken) passes.hostToken = m.hostToken
      keepPasses(server.value, t.code, passes)
      if (play.online?.room === t.code) play.online = { ...play.online, seat: m.seat }
    })
    t.on('lobby', (l) => {
      if (!current()) return
      lobby.value = l
      if (l.started && entered) play.onlineSeats(seatsOf(l))
      enterIfReady()
    })
    t.on('synced', () => {
      if (!current()) return
      gameId.value = t.game?.id ?? null
      fresh = true
      enterIfReady()
    })
    t.on('played', ({ state, accepted }) => {
      if (!current() || !entered) return
      play.onlinePlayed(state, { action: accepted.action, seat: accepted.seat, draws: accepted.draws })
    })
    t.on('refused', ({ request, reason }) => {
      if (!current()) return
      if (request === 'act') play.refusedOnline(reason)
      else error.value = reason
    })
    t.on('undo', (m) => {
      if (!current()) return
      undo.value = t.undo
      undoEnded.value = m.status === 'asked' ? null : m
    })
    t.on('timer', (m) => {
      if (current()) timer.value = m
    })
    t.on('mismatch', () => {
      if (current()) resyncs.value++
    })
    t.on('closed', ({ code }) => {
      if (!current()) return
      if (play.online?.room === t.code) play.online = { ...play.online, send: null }
      if (code === 1000) return
      if (code === REPLACED) {
        error.value = { key: 'online.replaced' }
        link.value = 'none'
        return
      }
      link.value = 'reconnecting'
      comeBack(gen, 0)
    })
  }

  /** tries again and again to take the seat back, until it works or the person leaves */
  function comeBack(gen: number, attempt: number) {
    const again = async () => {
      retry = null
      if (gen !== generation || !room.value) return
      const code = room.value
      try {
        const t = await (await tableClass()).join(server.value, code, joinOptions(server.value, code))
        if (gen !== generation) return void t.leave()
        attach(t)
      } catch (err) {
        if (gen !== generation) return
        const why = joinFailure(err, server.value)
        // the seat was handed on, or the room is over: no use trying again
        if (why.key.startsWith('net.') || why.key === 'online.noRoom') {
          error.value = why
          link.value = 'none'
          return
        }
        comeBack(gen, attempt + 1)
      }
    }
    retry = setTimeout(() => void again(), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)])
  }

  function joinOptions(srv: string, code: string): JoinOptions {
    const p = passesOf(srv, code)
    return { ...(p.seatToken ? { seatToken: p.seatToken } : {}), ...(p.hostToken ? { hostToken: p.hostToken } : {}) }
  }

  /** the address typed, checked and remembered; null (and the reason in `error`) when it is not one */
  function useServer(text: string): string | null {
    const address = serverAddress(text)
    if (!address) {
      error.value = { key: 'online.badServer', params: { server: text } }
      return null
    }
    server.value = address
    keepServer(address)
    return address
  }

  /** the shared bits every game module's schemas need (games/modules.ts), before a room can send a game */
  const ready = () => import('../../shared/zod-jitless.js')

  async function connect(make: () => Promise<Table>): Promise<boolean> {
    await disconnect()
    link.value = 'connecting'
    error.value = null
    const gen = generation
    try {
      await ready()
      const t = await make()
      if (gen !== generation) {
        void t.leave()
        return false
      }
      attach(t)
      return true
    } catch (err) {
      if (gen === generation) {
        link.value = 'none'
        error.value = joinFailure(err, server.value)
      }
      return false
    }
  }

  /**
   * The desktop app's page may only reach the server chosen through main (its CSP): chooses it,
   * and when the page must reload for that, keeps what was asked for (`resume` does it after) and
   * reloads. False when the page is reloading or the server was refused.
   */
  async function allowed(srv: string, pending: Pending): Promise<boolean> {
    const bridge = useBridge()
    if ((await bridge.appInfo()).shell !== 'electron') return true
    const chosen = await bridge.chooseServer({ endpoint: srv })
    if (!chosen.ok) {
      error.value = chosen.problems[0].reason
      return false
    }
    if (!chosen.value.reload) return true
    reloadFor(pending)
    return false
  }

  function reloadFor(pending: Pending) {
    keepPending(pending)
    link.value = 'connecting'
    window.location.reload()
  }

  /** after a reload for a new server choice: the create or join that asked for it */
  async function resume(): Promise<boolean> {
    const pending = takePending()
    if (!pending) return false
    if ('create' in pending) await create(pending.server, pending.create)
    else await join(pending.server, pending.join)
    return true
  }

  /** a new table on the server: this machine is its host */
  async function create(address: string, options: CreateOptions): Promise<boolean> {
    const srv = useServer(address)
    if (!srv || !(await allowed(srv, { server: srv, create: options }))) return false
    return connect(async () => (await tableClass()).create(srv, options))
  }

  /**
   * "Host on this computer" (desktop): main starts the game server on `port`, then a new table
   * is created on it. A refusal (port in use, not allowed, no hosting here) is kept in `error`.
   */
  async function host(port: number, options: CreateOptions): Promise<boolean> {
    error.value = null
    const started = await useBridge().hostGame({ port })
    if (!started.ok) {
      error.value = started.problems[0].reason
      return false
    }
    const { reload, ...hosted } = started.value
    hosting.value = hosted
    keepHosting(hosted)
    const srv = useServer(hosted.endpoint)
    if (!srv) return false
    if (reload) {
      reloadFor({ server: srv, create: options })
      return false
    }
    return connect(async () => (await tableClass()).create(srv, options))
  }

  /** ends hosting: leaves the table first (the server's tables close with it) */
  async function stopHosting() {
    await leave()
    await useBridge().stopHosting()
    hosting.value = null
    keepHosting(null)
  }

  /**
   * Joins the room `code`: with this machine's passes for it, if it has any (its seat and host
   * role back). Passes the table no longer knows (the seat went to a bot) are forgotten, and the
   * room is joined to watch.
   */
  async function join(address: string, code: string): Promise<boolean> {
    const srv = useServer(address)
    if (!srv) return false
    if (!(await allowed(srv, { server: srv, join: code }))) return false
    const options = joinOptions(srv, code)
    const joined = await connect(async () => (await tableClass()).join(srv, code, options))
    if (joined || !error.value?.key.match(/^net\.bad(Seat|Host)Token$/)) return joined
    forgetPasses(srv, code)
    return connect(async () => (await tableClass()).join(srv, code, {}))
  }

  function sit(index: number, name: string, colour: string) {
    player.value = { name, colour }
    keepPlayer(player.value)
    error.value = null
    table.value?.sit(index, name, colour)
  }

  function setBot(index: number, level: BotLevel | null) {
    error.value = null
    table.value?.setBot(index, level)
  }

  /** asks the others to let this seat take back its last action */
  function askUndo() {
    error.value = null
    undoEnded.value = null
    table.value?.askUndo()
  }

  function answerUndo(accept: boolean) {
    error.value = null
    table.value?.answerUndo(accept)
  }

  function setGrace(seconds: number) {
    table.value?.setGrace(seconds)
  }

  function start() {
    error.value = null
    table.value?.start()
  }

  /** leaves the table; the seat stays this machine's (its passes are kept) until the host hands it on */
  async function disconnect() {
    generation++
    if (retry) clearTimeout(retry)
    retry = null
    const t = table.value
    table.value = null
    lobby.value = null
    you.value = null
    undo.value = null
    undoEnded.value = null
    timer.value = null
    link.value = 'none'
    if (t) await t.leave().catch(() => undefined)
  }

  /** leaves the table and the lobby view */
  async function leave() {
    await disconnect()
    room.value = null
    gameId.value = null
    error.value = null
  }

  /** the game is shown from a save: back into its room, on the server it was played on */
  async function rejoin(address: string, code: string) {
    if (table.value && room.value === code && link.value !== 'none') return
    await join(address, code)
  }

  return {
    table,
    server,
    room,
    gameId,
    link,
    lobby,
    you,
    error,
    resyncs,
    player,
    hosting,
    undo,
    undoEnded,
    timer,
    isHost,
    started,
    seat,
    create,
    host,
    stopHosting,
    hasPending,
    resume,
    join,
    rejoin,
    sit,
    setBot,
    setGrace,
    askUndo,
    answerUndo,
    start,
    leave,
  }
})
