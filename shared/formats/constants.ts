/**
 * The file formats' names, versions and limits, without zod: the renderer's start-up code (the
 * stores, the web bridge) reads them, and the schemas (envelope.ts) load only when a file is checked.
 */
export const SCENARIO_FORMAT = 'asobiba.scenario'
export const SAVE_FORMAT = 'asobiba.save'
/** the newest version this app writes; older ones are migrated on load */
export const SCENARIO_VERSION = 1
/** version 2 adds the optional `summary` the home screen lists saves from */
export const SAVE_VERSION = 2

const FILE_BYTES = 5 * 1024 * 1024
/** the shortest action a log can hold, `{"t":""}`, and the comma after it */
const MIN_ACTION_BYTES = 9

export const LIMITS = {
  /** bytes of a scenario or saved-game file */
  fileBytes: FILE_BYTES,
  /**
   * Actions in a saved game's log, whatever the game: as many as a file under the byte limit can
   * hold. So this generic cap never refuses a file the byte limit lets through, and it is never
   * smaller than a game's own bound (`GameModule.maxActions`), which is the real limit.
   */
  actions: Math.floor(FILE_BYTES / MIN_ACTION_BYTES),
  /** characters of a title, a name, an author */
  shortText: 200,
  /** characters of a description */
  longText: 5000,
  seats: 8,
} as const
