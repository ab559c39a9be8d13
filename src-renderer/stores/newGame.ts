import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { Scenario } from '../../shared/engine/types.js'

/** the new-game dialog: open with a scenario, the dialog itself picks the seats */
export const useNewGame = defineStore('newGame', () => {
  const scenario = shallowRef<Scenario | null>(null)
  const fromEditor = ref(false)
  function open(sc: Scenario, opts: { fromEditor?: boolean } = {}) {
    scenario.value = sc
    fromEditor.value = !!opts.fromEditor
  }
  function close() {
    scenario.value = null
  }
  return { scenario, fromEditor, open, close }
})
