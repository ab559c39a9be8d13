import { onMounted } from 'vue'
import { useEventListener } from '@vueuse/core'
import { hasJoinPayload, parseJoin } from '../../shared/net/links.js'
import { useAppStore } from '../stores/app.js'
import { useOnlineStore } from '../stores/online.js'

/**
 * Join links: the web edition's `…#join=<room>&server=…` when the app starts and whenever the
 * fragment changes (taken off the address once read, like a share link's), and the desktop's
 * `asobiba://join#…` handed over by the OS (the function returned). Either opens "Play online"
 * and joins the room: with this machine's passes for it, the seat is taken back. After a reload
 * for a newly chosen server, the create or join that needed it goes on.
 */
export function useJoinLinks(): (link: string) => Promise<void> {
  const app = useAppStore()
  const online = useOnlineStore()

  async function open(link: string) {
    const target = parseJoin(link)
    if (!app.go({ name: 'online' })) return
    if (!target) {
      online.error = { key: 'online.badLink' }
      return
    }
    await online.join(target.server ?? online.server, target.room)
  }

  function fromHash() {
    const link = window.location.href
    if (!hasJoinPayload(window.location.hash)) return
    window.history.replaceState(window.history.state, '', link.split('#')[0])
    void open(link)
  }

  /** the page reloaded to reach a newly chosen server (desktop CSP): the create or join goes on */
  async function afterReload() {
    if (!online.hasPending() || !app.go({ name: 'online' })) return
    await online.resume()
  }

  onMounted(() => {
    fromHash()
    void afterReload()
  })
  useEventListener(window, 'hashchange', fromHash)
  return open
}
