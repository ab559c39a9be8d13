import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowReactive, shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import { useManualRefHistory, type UseManualRefHistoryReturn } from '@vueuse/core'
import type { GameId, Scenario } from '../../shared/engine/types.js'
import { gameModule } from '../games/gameCode.js'
import { useBridge } from '../bridge/index.js'

/**
 * One scenario open in an editor, with its own undo history. Opening (or loading) a scenario makes
 * a new document: the history starts at what was opened, so Undo never reaches a scenario of
 * another editor or the one that was open before.
 */
interface EditorDoc {
  scenario: ShallowRef<Scenario>
  path: Ref<string | null>
  savedJson: Ref<string>
  focusPath: Ref<string | null>
  history: UseManualRefHistoryReturn<Scenario, Scenario>
}

function openDoc(sc: Scenario, path: string | null): EditorDoc {
  const scenario = shallowRef(sc)
  return {
    scenario,
    path: ref(path),
    savedJson: ref(JSON.stringify(sc)),
    focusPath: ref(null),
    history: useManualRefHistory(scenario, { capacity: 300, clone: false }),
  }
}

const isDirty = (d: EditorDoc) => JSON.stringify(d.scenario.value) !== d.savedJson.value

/**
 * The scenarios being edited, one per game editor, and which editor is in front. Tools never mutate
 * a scenario: each edit is a new object, so a history is a list of snapshots and undo is a pointer
 * move.
 */
export const useEditorStore = defineStore('editor', () => {
  const docs = shallowReactive(new Map<GameId, EditorDoc>())
  const game = ref<GameId | null>(null)
  const doc = computed(() => (game.value ? (docs.get(game.value) ?? null) : null))

  const scenario = computed(() => doc.value?.scenario.value ?? null)
  const path = computed(() => doc.value?.path.value ?? null)
  const focusPath = computed({
    get: () => doc.value?.focusPath.value ?? null,
    set: (p: string | null) => {
      if (doc.value) doc.value.focusPath.value = p
    },
  })
  const dirty = computed(() => !!doc.value && isDirty(doc.value))
  const canUndo = computed(() => !!doc.value?.history.canUndo.value)
  const canRedo = computed(() => !!doc.value?.history.canRedo.value)

  /** nothing unsaved in any editor may be lost to a window close without a question */
  const anyDirty = computed(() => [...docs.values()].some(isDirty))
  watch(anyDirty, (d) => void useBridge().setDirty({ dirty: d }))

  /** opens `sc` in its game's editor with a fresh history, replacing what that editor held */
  function load(sc: Scenario, p: string | null) {
    docs.set(sc.game, openDoc(sc, p))
    game.value = sc.game
  }

  /**
   * brings `id`'s editor to the front with what it held, or else with `fallback` (the game's
   * default); like every way into a game, after `openGame(id)` (games/gameCode.ts)
   */
  function open(id: GameId, fallback: Scenario = gameModule(id).defaultScenario) {
    if (!docs.has(id)) docs.set(id, openDoc(fallback, null))
    game.value = id
  }

  function update(sc: Scenario) {
    const d = doc.value
    if (!d || sc === d.scenario.value) return
    d.scenario.value = sc
    d.history.commit()
  }

  /**
   * The scenario was saved to `p` as `saved` (the editor's scenario with the save's dates and app
   * version stamped on it). The stamp is not an edit: it replaces the history's present instead of
   * adding a step, so Undo after Save takes back the last edit, not the dates.
   */
  function markSaved(p: string, saved: Scenario) {
    const d = doc.value
    if (!d) return
    d.path.value = p
    if (saved !== d.scenario.value) {
      d.scenario.value = saved
      d.history.last.value = markRaw({ snapshot: saved, timestamp: Date.now() })
    }
    d.savedJson.value = JSON.stringify(saved)
  }

  const undo = () => doc.value?.history.undo()
  const redo = () => doc.value?.history.redo()

  return {
    game,
    scenario,
    path,
    dirty,
    focusPath,
    canUndo,
    canRedo,
    undo,
    redo,
    load,
    open,
    update,
    markSaved,
  }
})
