import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { GameId, Problem } from '../../shared/engine/types.js'
import type { Locale } from '../../shared/i18n/index.js'

export type View =
  { name: 'home' } | { name: 'play' } | { name: 'replay' } | { name: 'online' } | { name: 'editor'; game: GameId }

export interface Notice {
  id: number
  text: string
  kind: 'info' | 'error'
  action?: { label: string; run: () => void }
}

/** what the app shows, its language, and the messages it is showing */
export const useAppStore = defineStore('app', () => {
  const view = ref<View>({ name: 'home' })
  const locale = ref<Locale>('en')
  const notices = ref<Notice[]>([])
  /** a file that could not be opened: its problems, shown in a dialog */
  const fileProblems = shallowRef<{ title: string; problems: Problem[] } | null>(null)
  /** a guard the editor installs so that leaving it with unsaved changes asks first */
  let leaveGuard: (() => boolean) | null = null
  let nextId = 1

  function go(next: View): boolean {
    if (leaveGuard && !leaveGuard()) return false
    leaveGuard = null
    view.value = next
    return true
  }

  function setLeaveGuard(guard: (() => boolean) | null) {
    leaveGuard = guard
  }

  function notify(text: string, kind: Notice['kind'] = 'info', action?: Notice['action'], ms = 6000) {
    const id = nextId++
    notices.value = [...notices.value, { id, text, kind, action }]
    setTimeout(() => dismiss(id), kind === 'error' ? ms * 2 : ms)
  }

  function dismiss(id: number) {
    notices.value = notices.value.filter((n) => n.id !== id)
  }

  return { view, locale, notices, fileProblems, go, setLeaveGuard, notify, dismiss }
})
