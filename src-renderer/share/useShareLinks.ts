import { onMounted } from 'vue'
import { useI18n } from 'vue-i18n'
import { useEventListener } from '@vueuse/core'
import { useFiles } from '../composables/useFiles.js'
import { useAppStore } from '../stores/app.js'

/** true when the page's fragment carries a share link's payload (`#s=…`) */
export const hasSharePayload = (hash: string): boolean => /^#(?:.*&)?s=/.test(hash)

/**
 * Opens a share link given to the web edition (`…#s=…`), when the app starts and whenever the
 * fragment changes: decoded by the share codec (loaded only then), then opened exactly like a
 * file the person chose (the same loader, checks and limits; a refused link shows its problems
 * with their paths). Nothing is written: the scenario or game is saved only if the person saves
 * it. The fragment is taken off the address once read, so a reload does not open it again over
 * whatever the person did since, and the same link pasted again opens again.
 */
export function useShareLinks() {
  const app = useAppStore()
  const files = useFiles()
  const { t } = useI18n()

  async function fromHash() {
    const link = window.location.href
    if (!hasSharePayload(window.location.hash)) return
    window.history.replaceState(window.history.state, '', link.split('#')[0])
    // zod's jitless switch before the codec builds its schemas (shared/zod-jitless.ts)
    await import('../../shared/zod-jitless.js')
    const { openLinkText } = await import('../../shared/share/open.js')
    const fallback = t('share.linkName')
    const file = openLinkText(link, fallback)
    if (!file.ok) {
      app.fileProblems = { title: fallback, problems: file.problems }
      return
    }
    const opened = await files.openText(file.value.name, null, file.value.text)
    if (opened.status === 'opened') app.notify(t('share.opened'))
  }

  onMounted(() => void fromHash())
  useEventListener(window, 'hashchange', () => void fromHash())
}
