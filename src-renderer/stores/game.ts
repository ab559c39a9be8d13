import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { BaseAction, BaseState, GameModule, Problem, Reason, Scenario } from '../../shared/engine/types.js'
import {
  applyChecked,
  canUndo as policyAllowsUndo,
  previousTurnStart,
  type LogEntry,
} from '../../shared/engine/session.js'
import type { SavedGame, Seat } from '../../shared/formats/envelope.js'
import { FILE_EXTENSIONS } from '../../shared/formats/filetypes.js'
import type { LoadedSave } from '../../shared/formats/loadFile.js'
import { serializeSave } from '../../shared/formats/saveText.js'
import { ok } from '../../shared/result.js'
import { useBridge } from '../bridge/index.js'
import { askBot, warmBot, type BotRequest } from '../bots/runner.js'
import { gameModule } from '../games/gameCode.js'
import { watchLegalMoves } from './legal/watch.js'
import { autosaveKeptAs, keepAutosaveName, savedGame } from './play/save.js'
import { refusedLocally, splitDraws, withDraws, type OnlinePlay, type Played } from './play/network.js'

export type { OnlinePlay } from './play/network.js'

export type BotSpeed = 'slow' | 'normal' | 'fast'

const BOT_DELAY: Record<BotSpeed, number> = { slow: 1400, normal: 650, fast: 120 }

/**
 * The game in play: scenario + seats + seed + action log, and the states the log passes through.
 * Every change goes through the game's pure functions; this store only keeps the history, talks to
 * the bots, writes the autosave and computes the legal moves of the state in play once, for the
 * board and its panel (`legal`, stores/legal/).
 */
export const useGameStore = defineStore('game', () => {
  const game = shallowRef<GameModule | null>(null)
  const scenario = shallowRef<Scenario | null>(null)
  const seats = ref<Seat[]>([])
  const seed = ref(0)
  /** the whole log; entries past `cursor` are the redo tail */
  const log = shallowRef<LogEntry[]>([])
  /** states[i] is the state before log[i] */
  const states = shallowRef<BaseState[]>([])
  const cursor = ref(0)
  /**
   * The game's one name in the Continue list, from its start on: continuing it (from Continue, or
   * from the autosave after a reload or a crash) and leaving again writes over that entry.
   */
  const keptAs = ref('')
  const savedPath = ref<string | null>(null)
  const rejection = shallowRef<Reason | null>(null)
  const stoppedAt = shallowRef<Problem | null>(null)
  const thinking = ref(false)
  const botSpeed = ref<BotSpeed>('normal')
  const fromEditor = ref(false)
  /** the table's house rule: a person may take back their own last turn in a game with bots */
  const allowTakeBack = ref(localStorage.getItem('asobiba.takeBack') === '1')
  const autosaveError = shallowRef<Reason | null>(null)
  /** why the last game left could not be kept for Continue (App.vue says it) */
  const keepError = shallowRef<Reason | null>(null)
  /** set while the game is a network game: its actions go to the server, never applied here first */
  const online = shallowRef<OnlinePlay | null>(null)
  /** a network game's draws: draws[i] are the values log[i] drew on the server */
  let draws: number[][] = []
  let botTicket = 0

  const active = computed(() => game.value !== null && states.value.length > 0)
  const state = computed(() => states.value[cursor.value])
  const previous = computed(() => (cursor.value > 0 ? states.value[cursor.value - 1] : null))
  const lastAction = computed(() => (cursor.value > 0 ? log.value[cursor.value - 1].action : null))
  const toAct = computed(() => (game.value && state.value ? game.value.toAct(state.value) : null))
  const result = computed(() => (game.value && state.value ? game.value.result(state.value) : null))
  const humanOnTurn = computed(() =>
    online.value
      ? toAct.value !== null && toAct.value === online.value.seat
      : toAct.value !== null && !seats.value[toAct.value]?.bot,
  )
  const canUndo = computed(
    () =>
      !online.value &&
      !!game.value &&
      humanOnTurn.value &&
      policyAllowsUndo(game.value, states.value, log.value, cursor.value),
  )
  /** where a take-back would rewind to: the start of the on-turn person's previous turn */
  const takeBackTo = computed(() => {
    const seat = toAct.value
    if (online.value || !allowTakeBack.value || seat === null || !humanOnTurn.value || thinking.value) return null
    if (!seats.value.some((s) => s.bot)) return null
    return previousTurnStart(log.value, cursor.value, seat)
  })
  const canRedo = computed(
    () => !online.value && humanOnTurn.value && cursor.value < log.value.length && !thinking.value,
  )

  /** what the person on turn may do in `state`; while Swish's worker checks it, `checking` and no action */
  const personActs = computed(() => humanOnTurn.value && !thinking.value)
  const legal = watchLegalMoves(game, state, personActs, toAct)

  function reset(g: GameModule, sc: Scenario, st: Seat[], sd: number) {
    botTicket++
    game.value = g
    scenario.value = sc
    seats.value = st
    seed.value = sd
    rejection.value = null
    stoppedAt.value = null
    autosaveError.value = null
    savedPath.value = null
    thinking.value = false
    online.value = null
    draws = []
  }

  /**
   * `name`, or a new name from the game and the time. The name remembered for the autosave slot,
   * if it is another game's, is forgotten until this game's first autosave lands: a crash in
   * between resumes the slot's game under a new name (a second entry at worst), never under
   * another game's name (which would write over that game).
   */
  function nameKept(name: string | null) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    keptAs.value = name ?? `${scenario.value?.game ?? 'game'}-${stamp}${FILE_EXTENSIONS.save}`
    if (autosaveKeptAs() !== keptAs.value) keepAutosaveName(null)
  }

  /** the game must be opened first (games/gameCode.ts: openGame), as the new-game dialog is */
  function start(sc: Scenario, st: Seat[], sd: number, opts: { fromEditor?: boolean } = {}) {
    const g = gameModule(sc.game)
    reset(g, sc, st, sd)
    nameKept(null)
    fromEditor.value = !!opts.fromEditor
    states.value = [g.setup(sc, st.length, sd)]
    log.value = []
    cursor.value = 0
    void autosave()
    warmHardBots()
    scheduleBot()
  }

  /** `kept`: the name of the Continue entry the save came from, which stays its one entry */
  function resume(loaded: LoadedSave, path: string | null = null, kept: string | null = null) {
    const { save, game: g, replayed } = loaded
    reset(g, save.scenario, save.seats, save.seed)
    nameKept(kept)
    fromEditor.value = false
    states.value = replayed.states
    log.value = replayed.log
    cursor.value = Math.min(save.cursor, replayed.log.length)
    stoppedAt.value = loaded.stoppedAt
    savedPath.value = path
    if (save.online) {
      // played on a server: its moves come from there once the seat is taken back (stores/online.ts)
      online.value = { seat: null, send: null, server: save.online.server, room: save.online.room }
      draws = splitDraws(states.value, replayed.log.length, save.online.draws)
    }
    warmHardBots()
    scheduleBot()
  }

  /**
   * A network game, as the server has it (stores/online.ts): everything is replaced by the table's
   * copy. `states[i]` is the state before `played[i]`; the Continue entry is the room's own, so a
   * rejoin, a reload or Continue all write over the same save.
   */
  function startOnline(play: OnlinePlay, g: GameModule, sc: Scenario, st: Seat[], st8: BaseState[], played: Played[]) {
    reset(g, sc, st, 0)
    online.value = play
    nameKept(`${sc.game}-${play.room}${FILE_EXTENSIONS.save}`)
    fromEditor.value = false
    states.value = st8.map((x, i) => (i < played.length ? withDraws(x, played[i].draws) : x))
    log.value = played.map((p) => ({ action: p.action, seat: p.seat, chance: p.draws.length > 0 }))
    draws = played.map((p) => p.draws)
    cursor.value = played.length
    void autosave()
    void keepFinished()
  }

  /** one more action the server accepted (anyone's), with the state after it */
  function onlinePlayed(next: BaseState, played: Played) {
    if (!online.value) return
    rejection.value = null
    log.value = [...log.value, { action: played.action, seat: played.seat, chance: played.draws.length > 0 }]
    states.value = [...states.value.slice(0, -1), withDraws(states.value.at(-1)!, played.draws), next]
    draws = [...draws, played.draws]
    cursor.value = log.value.length
    void autosave()
    void keepFinished()
  }

  /** seats as the table now has them (a seat handed to a bot) */
  function onlineSeats(st: Seat[]) {
    if (online.value) seats.value = st
  }

  /** a network game is kept when it ends too: its save is the player's record of it (replay, charts, share) */
  async function keepFinished() {
    if (!online.value || result.value === null) return
    await writing
    const kept = await useBridge().storeSave({ name: storeName(), text: saveText() })
    keepError.value = kept.ok ? null : kept.problems[0].reason
  }

  function act(action: BaseAction): Reason | null {
    if (online.value) return sendOnline(action)
    const g = game.value
    if (!g || !state.value) return { key: 'engine.gameOver' }
    const step = applyChecked(g, state.value, action)
    if (!step.ok) {
      const reason = step.problems[0].reason
      rejection.value = reason
      return reason
    }
    rejection.value = null
    log.value = [...log.value.slice(0, cursor.value), step.value.entry]
    states.value = [...states.value.slice(0, cursor.value + 1), step.value.state]
    cursor.value++
    void autosave()
    scheduleBot()
    return null
  }

  /** a network game's action goes to the server only; it enters the log when the server sends it back */
  function sendOnline(action: BaseAction): Reason | null {
    const o = online.value!
    const why = refusedLocally(o, game.value, state.value, toAct.value, action)
    rejection.value = why
    if (!why) o.send!(action)
    return why
  }

  /** the server refused an action of this machine's (its reason, translated like the rules' own) */
  function refusedOnline(reason: Reason) {
    rejection.value = reason
  }

  /** a person's attempt: refused when a bot is on turn */
  function humanAct(action: BaseAction): Reason | null {
    if (!humanOnTurn.value || thinking.value) {
      rejection.value = { key: 'engine.notYourTurn' }
      return rejection.value
    }
    return act(action)
  }

  function undo() {
    if (!canUndo.value) return
    cursor.value--
    rejection.value = null
    void autosave()
  }

  function setAllowTakeBack(on: boolean) {
    allowTakeBack.value = on
    localStorage.setItem('asobiba.takeBack', on ? '1' : '0')
  }

  /** rewinds over the bots' moves to the start of the person's previous turn (the house rule) */
  function takeBack() {
    const to = takeBackTo.value
    if (to === null) return
    log.value = log.value.slice(0, to)
    states.value = states.value.slice(0, to + 1)
    cursor.value = to
    rejection.value = null
    void autosave()
  }

  function redo() {
    if (!canRedo.value) return
    cursor.value++
    rejection.value = null
    void autosave()
    scheduleBot()
  }

  /** "play from here": a new game that keeps the log up to `k` and drops the rest (not a network game's: its dice are the server's) */
  function branch(k: number) {
    if (!game.value || online.value) return
    botTicket++
    thinking.value = false
    const at = Math.max(0, Math.min(k, log.value.length))
    log.value = log.value.slice(0, at)
    states.value = states.value.slice(0, at + 1)
    cursor.value = at
    nameKept(null)
    savedPath.value = null
    stoppedAt.value = null
    rejection.value = null
    void autosave()
    scheduleBot()
  }

  function toSave(): SavedGame {
    return savedGame({
      scenario: scenario.value as Scenario,
      seats: seats.value,
      seed: seed.value,
      log: log.value,
      cursor: cursor.value,
      online: online.value,
      draws,
    })
  }

  function saveText(): string {
    return serializeSave(toSave())
  }

  let writing: Promise<unknown> = Promise.resolve()
  /**
   * Writes after every action. Each write is sent at once, not after the last one's answer, so a
   * move made just before the window closes is already with main (which finishes it before the app
   * quits); main and the browser's store write in the order they are asked, so an older write
   * never lands after a newer one. The answers are read in that order too.
   */
  function autosave(): Promise<unknown> {
    if (!active.value) return writing
    const name = keptAs.value
    const finished = result.value !== null
    const bridge = useBridge()
    const sent = finished
      ? bridge.clearAutosave().then(() => ok(undefined))
      : bridge.writeAutosave({ text: saveText() })
    writing = Promise.all([writing, sent]).then(([, res]) => {
      autosaveError.value = res.ok ? null : res.problems[0].reason
      keepAutosaveName(res.ok && !finished ? name : null)
    })
    return writing
  }

  function storeName(): string {
    return keptAs.value
  }

  /** keeps an unfinished game in the saves folder so Continue lists it; why it could not, or null */
  async function keep(): Promise<Reason | null> {
    if (!active.value || log.value.length === 0) return null
    if (result.value !== null && !online.value) return null
    const kept = await useBridge().storeSave({ name: storeName(), text: saveText() })
    return kept.ok ? null : kept.problems[0].reason
  }

  async function leave(): Promise<void> {
    botTicket++
    thinking.value = false
    keepError.value = await keep()
    await writing
    // a game that could not be kept stays in the autosave slot: the home screen offers to resume it
    if (!keepError.value) {
      await useBridge().clearAutosave()
      keepAutosaveName(null)
    }
    game.value = null
    online.value = null
    states.value = []
    log.value = []
    cursor.value = 0
  }

  /** while the replay is open the game waits: no bot moves behind the person's back */
  let held = false
  function hold() {
    held = true
    botTicket++
    thinking.value = false
  }
  function release() {
    held = false
    scheduleBot()
  }

  /** a game with a Hard bot: its search is run in the bot worker first, so its first decisions count in full */
  function warmHardBots() {
    // a network game's bots think on its server
    if (online.value) return
    if (game.value && result.value === null && seats.value.some((st) => st.bot === 'hard'))
      warmBot(game.value.id, state.value)
  }

  function scheduleBot() {
    const g = game.value
    const seat = toAct.value
    if (held || online.value || !g || seat === null || cursor.value < log.value.length) return
    const level = seats.value[seat]?.bot
    if (!level) return
    const ticket = ++botTicket
    thinking.value = true
    const req: BotRequest = {
      game: g.id,
      state: state.value,
      level,
      seed: (seed.value ^ (cursor.value * 0x9e3779b1)) | 0,
    }
    const started = performance.now()
    askBot(req)
      .then(async (action) => {
        const wait = BOT_DELAY[botSpeed.value] - (performance.now() - started)
        if (wait > 0) await new Promise((r) => setTimeout(r, wait))
        if (ticket !== botTicket) return
        thinking.value = false
        act(action)
      })
      .catch(() => {
        if (ticket !== botTicket) return
        thinking.value = false
        rejection.value = { key: 'play.botFailed' }
      })
  }

  return {
    hold,
    release,
    game,
    scenario,
    seats,
    seed,
    log,
    states,
    cursor,
    savedPath,
    rejection,
    stoppedAt,
    thinking,
    botSpeed,
    fromEditor,
    autosaveError,
    keepError,
    online,
    startOnline,
    onlinePlayed,
    onlineSeats,
    refusedOnline,
    active,
    state,
    previous,
    lastAction,
    toAct,
    result,
    humanOnTurn,
    legal,
    canUndo,
    canRedo,
    allowTakeBack,
    takeBackTo,
    setAllowTakeBack,
    takeBack,
    start,
    resume,
    branch,
    act,
    humanAct,
    undo,
    redo,
    toSave,
    saveText,
    autosave,
    keep,
    leave,
    storeName,
    autosaveKeptAs,
  }
})
