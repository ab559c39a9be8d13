import { shallowRef } from 'vue'
import { useI18n } from 'vue-i18n'
import type { SaveSummary } from '../../shared/formats/envelope.js'
import { useBridge } from '../bridge/index.js'
import { useFileWorker } from '../fileWorker/client.js'
import { useGameStore } from '../stores/game.js'
import { useFiles } from './useFiles.js'

/**
 * Crash recovery: the game main autosaved after every action is still there when the app starts
 * again only if it was not closed normally. The home screen offers it (`recovered`); Resume opens
 * it as any save is opened (checked and replayed in the file worker), Discard clears it. A save
 * without a single action is not worth offering.
 */
export function useCrashRecovery() {
  const { t } = useI18n()
  const bridge = useBridge()
  const worker = useFileWorker()
  const files = useFiles()
  const play = useGameStore()
  const recovered = shallowRef<{ text: string; summary: SaveSummary } | null>(null)

  /** looks for an autosave left by a session that did not end normally */
  async function find(): Promise<void> {
    const text = await bridge.readAutosave()
    if (!text) return
    const out = await worker.describe(text).promise
    if (out.kind === 'info' && 'save' in out.info && out.info.save.actions > 0)
      recovered.value = { text, summary: out.info.save }
  }

  /**
   * `pathOf`: the library path of the Continue entry the game was kept as, if listed. Resumed as
   * from Continue, its Save writes over that entry instead of adding a second one beside it.
   */
  async function resume(pathOf: (kept: string) => string | null = () => null): Promise<void> {
    if (!recovered.value) return
    const kept = play.autosaveKeptAs()
    const opened = await files.openText(
      t('library.recoveredName'),
      kept ? pathOf(kept) : null,
      recovered.value.text,
      'play',
      kept,
    )
    if (opened.status === 'opened') recovered.value = null
  }

  async function discard(): Promise<void> {
    recovered.value = null
    await bridge.clearAutosave()
  }

  return { recovered, find, resume, discard }
}
