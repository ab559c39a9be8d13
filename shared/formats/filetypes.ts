import type { FileKind } from '../ipc.js'
import { SAVE_FORMAT, SCENARIO_FORMAT } from './constants.js'

/**
 * The names the operating systems know Asobiba's files and links by: the one place main, the
 * renderer and the tests take them from (electron-builder.yml repeats them; a test checks it).
 *
 * Single-dot extensions, because Windows Explorer and macOS look at the last dot only: a
 * `.scenario.json` is "a .json file" to them and can never be associated with the app.
 */
export const FILE_EXTENSIONS: Readonly<Record<FileKind, string>> = {
  scenario: '.asobiba-scenario',
  save: '.asobiba-save',
}

/** the names written by Asobiba 0.1: still read everywhere, never written any more */
export const LEGACY_EXTENSIONS: Readonly<Record<FileKind, string>> = { scenario: '.scenario.json', save: '.save.json' }

/** any JSON file may be opened (File › Open…, or handed over by the OS): its content decides */
export const JSON_EXTENSION = '.json'

/** `asobiba:` links (share links); registered with the OS by the desktop app */
export const LINK_SCHEME = 'asobiba'

const KINDS: readonly FileKind[] = ['scenario', 'save']

/** the kind a file's name says it is (own or legacy extension, any case), or null */
export function kindOfName(name: string): FileKind | null {
  const lower = name.toLowerCase()
  for (const kind of KINDS) {
    if (lower.endsWith(FILE_EXTENSIONS[kind]) || lower.endsWith(LEGACY_EXTENSIONS[kind])) return kind
  }
  return null
}

/** true for a name the app tries to open: one of its own kinds, old or new, or any `.json` */
export function isOpenableName(name: string): boolean {
  return kindOfName(name) !== null || name.toLowerCase().endsWith(JSON_EXTENSION)
}

/**
 * The name a file of `kind` is written under: kept if it already ends in a name the app reads
 * back (the kind's extension, its old one, or `.json` the person typed), else with the kind's
 * extension appended. A save dialog must be shown this name, not the bare one (src-main/dialogs.ts).
 */
export function withKindExtension(name: string, kind: FileKind): string {
  const lower = name.toLowerCase()
  if (lower.endsWith(FILE_EXTENSIONS[kind]) || lower.endsWith(JSON_EXTENSION)) return name
  return `${name}${FILE_EXTENSIONS[kind]}`
}

/** the name without any of the app's extensions (own, legacy or `.json`) */
export function stemOfName(name: string): string {
  const lower = name.toLowerCase()
  for (const ext of [...Object.values(FILE_EXTENSIONS), ...Object.values(LEGACY_EXTENSIONS), JSON_EXTENSION]) {
    if (lower.endsWith(ext)) return name.slice(0, -ext.length)
  }
  return name
}

/** true if `text` is an `asobiba:` link rather than a file path */
export function isShareLink(text: string): boolean {
  return text.slice(0, LINK_SCHEME.length + 1).toLowerCase() === `${LINK_SCHEME}:`
}

/** which kind of file a text holds, without trusting it */
export function sniffFormat(text: string): 'scenario' | 'save' | null {
  const head = text.slice(0, 4096)
  if (head.includes(`"${SAVE_FORMAT}"`)) return 'save'
  if (head.includes(`"${SCENARIO_FORMAT}"`)) return 'scenario'
  return null
}
