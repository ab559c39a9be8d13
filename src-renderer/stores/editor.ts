import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { useRefHistory } from '@vueuse/core'
import type { Problem, Scenario } from '../../shared/engine/types.js'
import { checkScenario } from '../../shared/formats/load.js'
import { useBridge } from '../bridge/index.js'

/**
 * The scenario being edited. Tools never mutate it: each edit is a new object, so the history is a
 * list of snapshots and undo is a pointer move.
 */
export const useEditorStore = defineStore('editor', () => {
  const scenario = shallowRef<Scenario | null>(null)
  const path = ref<string | null>(null)
  const savedJson = ref('')
  const focusPath = ref<string | null>(null)
  const history = useRefHistory(scenario, { capacity: 300, deep: false, clone: false })

  const problems = computed<Problem[]>(() => {
    if (!scenario.value) return []
    const res = checkScenario(scenario.value)
    return res.ok ? [] : res.problems
  })
  const dirty = computed(() => !!scenario.value && JSON.stringify(scenario.value) !== savedJson.value)

  watch(dirty, (d) => void useBridge().setDirty({ dirty: d }))

  function load(sc: Scenario, p: string | null) {
    scenario.value = sc
    path.value = p
    savedJson.value = JSON.stringify(sc)
    focusPath.value = null
    history.clear()
  }

  function update(sc: Scenario) {
    scenario.value = sc
  }

  function markSaved(p: string) {
    path.value = p
    savedJson.value = JSON.stringify(scenario.value)
  }

  return {
    scenario, path, problems, dirty, focusPath,
    canUndo: history.canUndo, canRedo: history.canRedo, undo: history.undo, redo: history.redo,
    load, update, markSaved,
  }
})
