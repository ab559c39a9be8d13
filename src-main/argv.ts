import { isAbsolute, resolve } from 'node:path'
import { kindOfName } from './library.js'

/**
 * The scenario and save files named on a command line (ours, or a second launch's): arguments
 * that are not switches and end in `.scenario.json` or `.save.json`, made absolute against the
 * launching process's working directory. The executable (and, unpackaged, the app folder) come
 * first in `argv` and never match.
 */
export function filesFromArgv(argv: readonly string[], cwd: string): string[] {
  return argv
    .slice(1)
    .filter((a) => !a.startsWith('-') && kindOfName(a) !== null)
    .map((a) => (isAbsolute(a) ? a : resolve(cwd, a)))
}
