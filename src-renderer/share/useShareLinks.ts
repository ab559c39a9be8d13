import { onMounted } from 'vue'
import { useEventListener } from '@vueuse/core'
import { useFiles } from '../composables/useFiles.js'

/** true when the page's fragment carries a share link's payload (`#s=…`) */
export const hasSharePayload = (hash: string): boolean => /^#(?:.*&)?s=/.test(hash)

/**
 * Opens a share link given to the web edition (`…#s=…`), when the app starts and whenever the
 * fragment changes: decoded in the loader worker (the codec loads there, never on the page), then
 * opened exactly like a file the person chose (the same loader, checks and limits; a refused link
 * shows its problems with their paths). Nothing is written: the scenario or game is saved only if
 * the person saves it. The fragment is taken off the address once read, so a reload does not open
 * it again over whatever the person did since, and the same link pasted again opens again.
 */
export function useShareLinks() {
  const files = useFiles()

  function fromHash() {
    const link = window.location.href
    if (!hasSharePayload(window.location.hash)) return
    window.history.replaceState(window.history.state, '', link.split('#')[0])
    void files.openLink(link)
  }

  onMounted(fromHash)
  useEventListener(window, 'hashchange', fromHash)
}
