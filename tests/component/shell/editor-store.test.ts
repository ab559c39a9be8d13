import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { Bridge } from '../../../shared/ipc.js'
import { GAMES } from '../../../shared/games/registry.js'
import { useEditorStore } from '../../../src-renderer/stores/editor.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'

// the app opens a game (its module, texts and the scenario checker) before a store or view uses it
await Promise.all(GAME_IDS.map(openGame))

const dirtyCalls: boolean[] = []

describe('the editor store: one history per opened scenario (issue 17, item 1)', () => {
  beforeEach(() => {
    ;(window as { asobiba?: Bridge }).asobiba = {
      setDirty: ({ dirty }: { dirty: boolean }) => (dirtyCalls.push(dirty), Promise.resolve()),
    } as Bridge
    setActivePinia(createPinia())
    dirtyCalls.length = 0
  })

  const retitled = (title: string) => {
    const editor = useEditorStore()
    editor.update({ ...editor.scenario!, meta: { ...editor.scenario!.meta, title } })
  }

  it('loading a scenario is not an edit: nothing to undo right after it', () => {
    const editor = useEditorStore()
    editor.load(GAMES.recess.defaultScenario, null)
    expect(editor.canUndo).toBe(false)
    retitled('edited')
    expect(editor.canUndo).toBe(true)
    editor.undo()
    expect(editor.scenario!.meta.title).toBe(GAMES.recess.defaultScenario.meta.title)
    expect(editor.canUndo).toBe(false)
  })

  it('Undo in the Kakekko editor never brings back the Recess playground edited before', () => {
    const editor = useEditorStore()
    editor.load(GAMES.recess.defaultScenario, null)
    retitled('my playground')
    editor.load(GAMES.kakekko.defaultScenario, null)
    expect(editor.canUndo).toBe(false)
    editor.undo()
    expect(editor.scenario!.game).toBe('kakekko')
    expect(editor.scenario!.meta.title).toBe(GAMES.kakekko.defaultScenario.meta.title)
  })

  it('each editor keeps its own history while another is in front', () => {
    const editor = useEditorStore()
    editor.open('recess')
    retitled('one')
    retitled('two')
    editor.open('swish')
    retitled('pond')
    editor.open('recess')
    expect(editor.scenario!.meta.title).toBe('two')
    editor.undo()
    expect(editor.scenario!.meta.title).toBe('one')
    editor.open('swish')
    expect(editor.scenario!.meta.title).toBe('pond')
    editor.undo()
    expect(editor.scenario!.meta.title).toBe(GAMES.swish.defaultScenario.meta.title)
  })

  it('tells main about unsaved changes in any editor, and saving clears them', async () => {
    const editor = useEditorStore()
    editor.open('exxtra')
    retitled('changed')
    expect(editor.dirty).toBe(true)
    await Promise.resolve()
    expect(dirtyCalls.at(-1)).toBe(true)
    editor.open('recess')
    expect(editor.dirty).toBe(false)
    editor.open('exxtra')
    editor.markSaved('/x.scenario.json', editor.scenario!)
    expect(editor.dirty).toBe(false)
    expect(editor.path).toBe('/x.scenario.json')
  })

  it('Save is not an edit: after an edit and a save that stamps the dates, Undo takes back the edit', () => {
    const editor = useEditorStore()
    editor.open('kakekko')
    retitled('edited')
    const stamped = { ...editor.scenario!, meta: { ...editor.scenario!.meta, updated: '2026-11-29T00:00:00.000Z' } }
    editor.markSaved('/k.scenario.json', stamped)
    expect(editor.scenario).toBe(stamped)
    expect(editor.dirty).toBe(false)
    editor.undo()
    expect(editor.scenario!.meta.title).toBe(GAMES.kakekko.defaultScenario.meta.title)
    expect(editor.canUndo).toBe(false)
    expect(editor.dirty).toBe(true)
    editor.redo()
    expect(editor.scenario).toBe(stamped)
    expect(editor.dirty).toBe(false)
  })
})
