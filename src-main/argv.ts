import { posix, win32 } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isOpenableName, isShareLink } from '../shared/formats/filetypes.js'

/**
 * What a command line (ours, or a second launch's) asks the app to open, in order: files whose
 * name the app opens (its own extensions, old or new, and any `.json`), made absolute against the
 * launching process's working directory; `file://` URLs (desktop files pass `%U`) as paths; and
 * `asobiba:` links as they are. Switches, the executable and (unpackaged) the app folder never
 * match. `platform` picks the path rules (Windows paths on Windows), so tests can check both.
 */
export function filesFromArgv(
  argv: readonly string[],
  cwd: string,
  platform: NodeJS.Platform = process.platform,
): string[] {
  const windows = platform === 'win32'
  const path = windows ? win32 : posix
  const opened: string[] = []
  for (const arg of argv.slice(1)) {
    if (arg.startsWith('-')) continue
    if (isShareLink(arg)) {
      opened.push(arg)
      continue
    }
    let file = arg
    if (/^file:/i.test(arg)) {
      try {
        file = fileURLToPath(arg, { windows })
      } catch {
        continue
      }
    }
    if (isOpenableName(file)) opened.push(path.isAbsolute(file) ? path.normalize(file) : path.resolve(cwd, file))
  }
  return opened
}
