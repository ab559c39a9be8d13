import type { Command } from '../commands/registry.js'
import type { useEditorStore } from '../stores/editor.js'
import type { useGameStore } from '../stores/game.js'

/** what the play view's commands act on */
export interface PlayContext {
  play: ReturnType<typeof useGameStore>
  saveGame(as: boolean): Promise<void>
  exportImage(): Promise<void>
}

/** the commands the play view handles while it is shown */
export const PLAY_COMMANDS: readonly Command<PlayContext>[] = [
  { id: 'undo', enabled: (v) => v.play.canUndo, run: (v) => v.play.undo() },
  { id: 'redo', enabled: (v) => v.play.canRedo, run: (v) => v.play.redo() },
  { id: 'save', enabled: (v) => v.play.active, run: (v) => v.saveGame(false) },
  { id: 'saveAs', enabled: (v) => v.play.active, run: (v) => v.saveGame(true) },
  { id: 'exportImage', enabled: (v) => v.play.active, run: (v) => v.exportImage() },
]

/** what the editor view's commands act on */
export interface EditorContext {
  editor: ReturnType<typeof useEditorStore>
  save(as: boolean): Promise<void>
  /** shows the Playtest panel beside the board */
  playtest(): void
}

/** the commands the editor view handles while it is shown */
export const EDITOR_COMMANDS: readonly Command<EditorContext>[] = [
  { id: 'undo', enabled: (v) => v.editor.canUndo, run: (v) => v.editor.undo() },
  { id: 'redo', enabled: (v) => v.editor.canRedo, run: (v) => v.editor.redo() },
  { id: 'save', enabled: (v) => v.editor.scenario !== null, run: (v) => v.save(false) },
  { id: 'saveAs', enabled: (v) => v.editor.scenario !== null, run: (v) => v.save(true) },
  { id: 'playtest', enabled: (v) => v.editor.scenario !== null, run: (v) => v.playtest() },
]
