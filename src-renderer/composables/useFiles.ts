import { useI18n } from 'vue-i18n'
import type { Problem, Reason, Scenario } from '../../shared/engine/types.js'
import { kindOfName, sniffFormat } from '../../shared/formats/filetypes.js'
import type { LibraryEntry, OpenResult } from '../../shared/ipc.js'
import { useBridge } from '../bridge/index.js'
import { useFileWorker, type LoadTask } from '../fileWorker/client.js'
import { useAppStore } from '../stores/app.js'
import { useEditorStore } from '../stores/editor.js'
import { useGameStore } from '../stores/game.js'
import { useFileProgress } from '../stores/fileProgress.js'
import { useNewGame } from '../stores/newGame.js'
import { useOnlineStore } from '../stores/online.js'
import { useReason } from './useReason.js'
import { loadTextsOf, openGame } from '../games/gameCode.js'

/** the message keys of problems' reasons and of the reasons behind them */
const reasonKeys = (problems: readonly Problem[]): string[] =>
  problems.flatMap((p) => {
    const keys: string[] = []
    for (let r: Reason | undefined = p.reason; r; r = r.cause) keys.push(r.key)
    return keys
  })

/** how an attempt to open a file ended; `problems` when the file was refused */
export type Opened =
  | { status: 'opened' }
  | { status: 'canceled' }
  /** `repairable`: a scenario that only fails the game's checks, now open in its editor */
  | { status: 'failed'; problems: Problem[]; repairable?: boolean }

/**
 * Opening files (saving is useSaving.ts). Nothing is trusted: a file is checked and replayed in the loader
 * worker (progress and Cancel when it takes a while), a file that fails any check opens nothing
 * and shows its problems with their paths, and the game in play is untouched until a loaded game
 * replaces it. A scenario that only fails the game's own checks opens in its editor to be repaired.
 */
export function useFiles() {
  const app = useAppStore()
  const play = useGameStore()
  const editor = useEditorStore()
  const newGame = useNewGame()
  const loading = useFileProgress()
  const loader = useFileWorker()
  const { say } = useReason()
  const { t } = useI18n()
  const bridge = useBridge()

  async function refuse(name: string, problems: Problem[]): Promise<Opened> {
    // a game's own reasons are in that game's texts, which load with the game (games/gameCode.ts)
    await loadTextsOf(reasonKeys(problems)).catch(() => undefined)
    app.fileProblems = { title: name, problems }
    return { status: 'failed', problems }
  }

  /** runs a load with the loading dialog; a new load cancels the one under way */
  async function run<T>(name: string, start: () => LoadTask<T>): Promise<T> {
    if (loading.busy) loading.cancel()
    const task = start()
    const ticket = loading.begin(name, task.cancel)
    try {
      return await task.promise
    } finally {
      loading.end(ticket)
      // for measurements (the browser tests read it): the file is loaded, the views take over
      performance.mark('asobiba:file-loaded')
    }
  }

  function ended(name: string, out: { kind: 'canceled' } | { kind: 'crashed'; detail: string }): Opened {
    if (out.kind === 'canceled') {
      app.notify(t('loading.canceled', { name }))
      return { status: 'canceled' }
    }
    app.notify(t('loading.crashed', { detail: out.detail }), 'error')
    return { status: 'failed', problems: [{ path: '(file)', reason: { key: 'format.replayCrashed' } }] }
  }

  function openEditor(scenario: Scenario, path: string | null): boolean {
    if (!app.go({ name: 'editor', game: scenario.game })) return false
    editor.load(scenario, path)
    return true
  }

  /**
   * Opens the text of a file: a save resumes; a scenario goes to the new-game dialog, or with
   * `intent: 'edit'` to its editor. `kept`: the Continue entry a save was opened from.
   */
  async function openText(
    name: string,
    path: string | null,
    text: string,
    intent: 'play' | 'edit' = 'play',
    kept: string | null = null,
  ): Promise<Opened> {
    const kind = sniffFormat(text) ?? kindOfName(name) ?? 'scenario'
    if (kind === 'save') {
      const out = await run(name, () => loader.openSave(text, (done, total) => loading.progress(done, total)))
      if (out.kind === 'canceled' || out.kind === 'crashed') return ended(name, out)
      if (out.kind === 'refused') return refuse(name, out.problems)
      // the game in play is kept for Continue; with none, the autosave stays until the next action
      if (play.active) await play.leave()
      play.resume(out.loaded, path, kept)
      app.go({ name: 'play' })
      // a network game goes on where it is played: back to its table, with this machine's seat
      const net = out.loaded.save.online
      if (net && play.result === null) void useOnlineStore().rejoin(net.server, net.room)
      if (out.loaded.stoppedAt) app.notify(say(out.loaded.stoppedAt.reason), 'error')
      return { status: 'opened' }
    }
    const out = await run(name, () => loader.checkScenario(text))
    if (out.kind !== 'checked') return ended(name, out)
    const res = out.result
    const sc = res.ok ? res.value : res.draft
    if (sc) {
      // the views read the game synchronously: its code and texts come first
      const failed = await openGame(sc.game).then(
        () => null,
        (err: unknown) => ended(name, { kind: 'crashed', detail: err instanceof Error ? err.message : String(err) }),
      )
      if (failed) return failed
    }
    if (res.ok) {
      if (intent === 'edit') openEditor(res.value, path)
      else newGame.open(res.value, { path })
      return { status: 'opened' }
    }
    if (res.draft) {
      if (openEditor(res.draft, path)) app.notify(t('library.repairing', { name }), 'error')
      return { status: 'failed', problems: res.problems, repairable: true }
    }
    return refuse(name, res.problems)
  }

  /**
   * Opens what a share link carries (web `#s=…`, or an `asobiba:` link the OS handed over): the
   * loader worker inflates and checks the link, never the page or main, then its text opens like
   * a file with no path, so nothing is written until the person saves it.
   */
  async function openLink(link: string): Promise<Opened> {
    const name = t('share.linkName')
    const out = await run(name, () => loader.decodeLink(link, name))
    if (out.kind === 'canceled' || out.kind === 'crashed') return ended(name, out)
    if (out.kind === 'refused') return refuse(name, out.problems)
    const opened = await openText(out.file.name, null, out.file.text)
    if (opened.status === 'opened') app.notify(t('share.opened'))
    return opened
  }

  async function handleOpen(
    res: OpenResult,
    intent: 'play' | 'edit' = 'play',
    kept: string | null = null,
  ): Promise<Opened> {
    if (!res.ok) {
      app.notify(`${t('files.openFailed')} ${say(res.problems[0].reason)}`, 'error')
      return { status: 'failed', problems: res.problems }
    }
    const file = res.value
    if (file.canceled) return { status: 'canceled' }
    return openText(file.name, file.path, file.text, intent, kept)
  }

  async function openDialog(path?: string): Promise<Opened> {
    return handleOpen(await bridge.openFile(path ? { path } : {}))
  }

  /** opens a file of the home screen's lists: a save resumes, a scenario is played or edited */
  async function openEntry(entry: LibraryEntry, intent: 'play' | 'edit' = 'play'): Promise<Opened> {
    return handleOpen(await bridge.openFile({ path: entry.path }), intent, entry.kind === 'save' ? entry.name : null)
  }

  return { openText, openLink, openDialog, openEntry, handleOpen }
}
