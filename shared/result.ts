import type { Problem, Reason } from './engine/types.js'

/**
 * The one result shape of the app, in shared, main and the renderer: a value, or the problems
 * that stopped it. A problem says where (a JSON path such as `board.cells[3][4]`, `(file)` for the
 * file or operation as a whole, `action` for a refused action) and why (a translatable reason).
 */
export type Ok<T> = { ok: true; value: T }
export type Refused = { ok: false; problems: Problem[] }
export type Result<T> = Ok<T> | Refused

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value })

export const refused = (problems: Problem[]): Refused => ({ ok: false, problems })

/** a refusal with one problem at `path` */
export const refusedAt = (path: string, reason: Reason): Refused => ({ ok: false, problems: [{ path, reason }] })

/** the path of a problem that concerns a whole file or a whole operation (a disk error, a refused request) */
export const WHOLE_FILE = '(file)'

/** a refusal of a whole file or operation, for one reason */
export const refusedWhole = (reason: Reason): Refused => refusedAt(WHOLE_FILE, reason)
