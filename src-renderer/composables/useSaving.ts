import { useI18n } from 'vue-i18n'
import type { Scenario } from '../../shared/engine/types.js'
import { FILE_EXTENSIONS } from '../../shared/formats/filetypes.js'
import { useBridge } from '../bridge/index.js'
import { useAppStore } from '../stores/app.js'
import { useGameStore } from '../stores/game.js'
import { useReason } from './useReason.js'

/**
 * Saving files: the game in play (Save, Save as…) and the scenario of an editor, through main's
 * save dialog. A failed write says why and keeps what was on screen; Cancel writes nothing.
 * (Opening is useFiles.ts.)
 */
export function useSaving() {
  const app = useAppStore()
  const play = useGameStore()
  const { say } = useReason()
  const { t } = useI18n()
  const bridge = useBridge()

  async function saveGame(as = false): Promise<void> {
    if (!play.active) return
    const res = await bridge.saveFile({
      kind: 'save',
      text: play.saveText(),
      path: as ? null : play.savedPath,
      suggestedName: play.storeName(),
    })
    if (!res.ok) app.notify(t('files.saveFailed', { reason: say(res.problems[0].reason) }), 'error')
    else if (!res.value.canceled) {
      play.savedPath = res.value.path
      app.notify(t('play.saved', { path: res.value.path }))
    }
  }

  async function saveScenario(
    scenario: Scenario,
    path: string | null,
    as = false,
  ): Promise<{ path: string; scenario: Scenario } | null> {
    const stamped: Scenario = {
      ...scenario,
      meta: {
        ...scenario.meta,
        created: scenario.meta.created ?? new Date().toISOString(),
        updated: new Date().toISOString(),
        appVersion: __APP_VERSION__,
      },
    }
    const slug =
      scenario.meta.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || scenario.game
    const res = await bridge.saveFile({
      kind: 'scenario',
      text: JSON.stringify(stamped, null, 2),
      path: as ? null : path,
      suggestedName: `${slug}${FILE_EXTENSIONS.scenario}`,
    })
    if (!res.ok) {
      app.notify(t('files.saveFailed', { reason: say(res.problems[0].reason) }), 'error')
      return null
    }
    if (res.value.canceled) return null
    app.notify(t('play.saved', { path: res.value.path }))
    return { path: res.value.path, scenario: stamped }
  }

  return { saveGame, saveScenario }
}
