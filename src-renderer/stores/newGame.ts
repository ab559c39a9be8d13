import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { Scenario } from '../../shared/engine/types.js'

/** the new-game dialog: open with a scenario, the dialog itself picks the seats */
export const useNewGame = defineStore('newGame', () => {
  const scenario = shallowRef<Scenario | null>(null)
  const fromEditor = ref(false)
  /** the file the scenario came from, if any: Edit opens it in its editor with that path */
  const path = ref<string | null>(null)
  function open(sc: Scenario, opts: { fromEditor?: boolean; path?: string | null } = {}) {
    scenario.value = sc
    fromEditor.value = !!opts.fromEditor
    path.value = opts.path ?? null
  }
  function close() {
    scenario.value = null
  }
  return { scenario, fromEditor, path, open, close }
})
