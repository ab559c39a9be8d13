import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { Scenario } from '../../shared/engine/types.js'

/** the Rules dialog: a game's rules summary and the settings of the scenario it was opened for */
export const useRulesDialog = defineStore('rulesDialog', () => {
  const scenario = shallowRef<Scenario | null>(null)
  function open(sc: Scenario) {
    scenario.value = sc
  }
  function close() {
    scenario.value = null
  }
  return { scenario, open, close }
})
