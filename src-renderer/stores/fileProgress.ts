import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'

/** a load shows its dialog (progress and Cancel) only when it takes longer than this */
export const SHOW_AFTER_MS = 300

/** The file being opened: its name, how far its replay got, and how to cancel it. */
export const useFileProgress = defineStore('fileProgress', () => {
  const name = ref('')
  const done = ref(0)
  const total = ref(0)
  const busy = ref(false)
  const visible = ref(false)
  const cancel = shallowRef<() => void>(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  let current = 0

  /** starts showing a load; returns its ticket for end() */
  function begin(file: string, stop: () => void): number {
    clearTimeout(timer)
    name.value = file
    done.value = 0
    total.value = 0
    busy.value = true
    visible.value = false
    cancel.value = stop
    timer = setTimeout(() => (visible.value = busy.value), SHOW_AFTER_MS)
    return ++current
  }

  function progress(d: number, t: number) {
    done.value = d
    total.value = t
  }

  /** ends the load of `ticket` (a load that another one replaced ends nothing) */
  function end(ticket: number) {
    if (ticket !== current) return
    clearTimeout(timer)
    busy.value = false
    visible.value = false
    cancel.value = () => {}
  }

  return { name, done, total, busy, visible, cancel, begin, progress, end }
})
