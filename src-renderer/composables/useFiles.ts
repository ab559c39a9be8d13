import { useI18n } from 'vue-i18n'
import type { Scenario } from '../../shared/engine/types.js'
import { FILE_EXTENSIONS, kindOfName } from '../../shared/formats/filetypes.js'
import { loadSave, loadScenario, sniffFormat } from '../../shared/formats/load.js'
import type { OpenResult } from '../../shared/ipc.js'
import { useBridge } from '../bridge/index.js'
import { useAppStore } from '../stores/app.js'
import { useGameStore } from '../stores/game.js'
import { useNewGame } from '../stores/newGame.js'
import { useReason } from './useReason.js'

/**
 * Opening and saving files. Nothing is trusted: a file that fails any check opens nothing, shows
 * every problem with its path, and leaves the game in play untouched.
 */
export function useFiles() {
  const app = useAppStore()
  const play = useGameStore()
  const newGame = useNewGame()
  const { say } = useReason()
  const { t } = useI18n()
  const bridge = useBridge()

  function refuse(name: string, problems: { path: string; reason: { key: string; params?: Record<string, string | number> } }[]) {
    app.fileProblems = { title: name, problems }
  }

  /** opens the text of a file: a scenario goes to the new-game dialog, a save resumes */
  async function openText(name: string, path: string | null, text: string): Promise<boolean> {
    const kind = sniffFormat(text) ?? kindOfName(name) ?? 'scenario'
    if (kind === 'save') {
      const loaded = loadSave(text)
      if (!loaded.ok) {
        refuse(name, loaded.problems)
        return false
      }
      await play.leave()
      play.resume(loaded.value, path)
      app.go({ name: 'play' })
      if (loaded.value.stoppedAt) app.notify(say(loaded.value.stoppedAt.reason), 'error')
      return true
    }
    const loaded = loadScenario(text)
    if (!loaded.ok) {
      refuse(name, loaded.problems)
      return false
    }
    newGame.open(loaded.value)
    return true
  }

  async function handleOpen(res: OpenResult): Promise<boolean> {
    if ('error' in res) {
      app.notify(`${t('files.openFailed')} ${say(res.error)}`, 'error')
      return false
    }
    if (res.canceled) return false
    return openText(res.name, res.path, res.text)
  }

  async function openDialog(path?: string): Promise<boolean> {
    return handleOpen(await bridge.openFile(path ? { path } : {}))
  }

  async function saveGame(as = false): Promise<void> {
    if (!play.active) return
    const res = await bridge.saveFile({
      kind: 'save',
      text: play.saveText(),
      path: as ? null : play.savedPath,
      suggestedName: play.storeName(),
    })
    if ('error' in res) app.notify(t('files.saveFailed', { reason: say(res.error) }), 'error')
    else if (!res.canceled) {
      play.savedPath = res.path
      app.notify(t('play.saved', { path: res.path }))
    }
  }

  async function saveScenario(scenario: Scenario, path: string | null, as = false): Promise<{ path: string; scenario: Scenario } | null> {
    const stamped: Scenario = {
      ...scenario,
      meta: {
        ...scenario.meta,
        created: scenario.meta.created ?? new Date().toISOString(),
        updated: new Date().toISOString(),
        appVersion: __APP_VERSION__,
      },
    }
    const slug = scenario.meta.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || scenario.game
    const res = await bridge.saveFile({
      kind: 'scenario',
      text: JSON.stringify(stamped, null, 2),
      path: as ? null : path,
      suggestedName: `${slug}${FILE_EXTENSIONS.scenario}`,
    })
    if ('error' in res) {
      app.notify(t('files.saveFailed', { reason: say(res.error) }), 'error')
      return null
    }
    if (res.canceled) return null
    app.notify(t('play.saved', { path: res.path }))
    return { path: res.path, scenario: stamped }
  }

  return { openText, openDialog, handleOpen, saveGame, saveScenario }
}
