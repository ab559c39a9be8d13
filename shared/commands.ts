import type { MenuCommand } from './ipc.js'

/**
 * The app's commands as data, one row each: its label, where the native menu shows it and its keys
 * on each platform. Main builds the menu from this table; the renderer's keyboard, its buttons and
 * its shortcut overlay read it too, so a shortcut, a menu item and a button never disagree. What a
 * command does depends on the view in front: each view registers the commands it handles
 * (src-renderer/commands/).
 *
 * Keys are tinykeys bindings: `$mod` is ⌘ on macOS and Ctrl elsewhere, `[Shift]` is optional, the
 * key is a KeyboardEvent `key` or `code`. The first binding of a list is the one menus show.
 */
export type CommandId =
  'new' | 'open' | 'save' | 'saveAs' | 'exportImage' | 'undo' | 'redo' | 'home' | 'about' | 'playtest' | 'shortcuts'

/** the commands the native menu sends (the IPC contract of shared/ipc.ts) */
export type MenuCommandId = Exclude<MenuCommand['cmd'], 'openPath'>

export type MenuSection = 'file' | 'edit' | 'view' | 'help'

export interface CommandSpec {
  id: CommandId
  /** the renderer's message key of its label */
  label: string
  /** the native menu section that lists it, for a command main can send */
  menu?: MenuSection
  /** `win`: Windows' own order where it differs from `other` (menus show the first binding) */
  keys?: { mac: readonly string[]; other: readonly string[]; win?: readonly string[] }
  /** in a text field this is the field's own edit (the field's undo), not the app's */
  text?: boolean
}

const same = (...bindings: string[]) => ({ mac: bindings, other: bindings })

export const COMMANDS = {
  new: { id: 'new', label: 'commands.new', menu: 'file', keys: same('$mod+n') },
  open: { id: 'open', label: 'commands.open', menu: 'file', keys: same('$mod+o') },
  save: { id: 'save', label: 'commands.save', menu: 'file', keys: same('$mod+s') },
  saveAs: { id: 'saveAs', label: 'commands.saveAs', menu: 'file', keys: same('$mod+Shift+s') },
  exportImage: { id: 'exportImage', label: 'commands.exportImage', menu: 'file', keys: same('$mod+e') },
  undo: { id: 'undo', label: 'commands.undo', menu: 'edit', keys: same('$mod+z'), text: true },
  redo: {
    id: 'redo',
    label: 'commands.redo',
    menu: 'edit',
    keys: { mac: ['$mod+Shift+z'], other: ['$mod+Shift+z', '$mod+y'], win: ['$mod+y', '$mod+Shift+z'] },
    text: true,
  },
  home: { id: 'home', label: 'commands.home', menu: 'view' },
  about: { id: 'about', label: 'commands.about', menu: 'help' },
  playtest: { id: 'playtest', label: 'commands.playtest' },
  shortcuts: { id: 'shortcuts', label: 'commands.shortcuts', keys: same('[Shift]+?') },
} as const satisfies { [K in CommandId]: CommandSpec & { id: K } } & { [K in MenuCommandId]: { menu: MenuSection } }

export const COMMAND_LIST: readonly CommandSpec[] = Object.values(COMMANDS)

/** the bindings of `spec` on this platform */
export function bindingsOf(spec: CommandSpec, mac: boolean): readonly string[] {
  return spec.keys ? (mac ? spec.keys.mac : spec.keys.other) : []
}

/** the three key conventions menus follow: macOS, Windows (Redo is Ctrl+Y) and the others */
export type KeyPlatform = 'mac' | 'win' | 'other'

export function keyPlatform(platform: string): KeyPlatform {
  return platform === 'darwin' ? 'mac' : platform === 'win32' ? 'win' : 'other'
}

/**
 * The Electron accelerator of a command's first binding on `platform`: `CmdOrCtrl` when every
 * platform shares it, otherwise the platform's own modifier.
 */
export function accelerator(spec: CommandSpec, platform: KeyPlatform): string | undefined {
  const mac = platform === 'mac'
  const first = (platform === 'win' && spec.keys?.win ? spec.keys.win : bindingsOf(spec, mac))[0]
  if (!first || !spec.keys) return undefined
  const shared =
    !spec.keys.win &&
    spec.keys.mac.length === spec.keys.other.length &&
    spec.keys.mac.every((b, i) => b === spec.keys!.other[i])
  const mod = shared ? 'CmdOrCtrl' : mac ? 'Cmd' : 'Ctrl'
  return first
    .split('+')
    .filter((part) => !part.startsWith('['))
    .map((part) => (part === '$mod' ? mod : part.length === 1 ? part.toUpperCase() : part))
    .join('+')
}
