import { matchKeybindingPress, parseKeybinding } from 'tinykeys'

/**
 * Key bindings in tinykeys' syntax (`$mod+Shift+z`, `[Shift]+?`, `ArrowLeft`), matched with
 * tinykeys and written out for people: ⌘ ⇧ on macOS, Ctrl Shift elsewhere, arrows as arrows.
 */
export const IS_MAC = typeof navigator === 'object' && /Mac|iPod|iPhone|iPad/.test(navigator.platform)

/** `Space` also matches a press that reports only its key (' '), as tests and some IMEs send it */
const spelled = (binding: string) => binding.replace(/(^|\+)Space$/, '$1( |Space)')

const parsed = new Map<string, ReturnType<typeof parseKeybinding>[number]>()
export function matches(e: KeyboardEvent, binding: string): boolean {
  let press = parsed.get(binding)
  if (!press) {
    press = parseKeybinding(spelled(binding))[0]
    parsed.set(binding, press)
  }
  return matchKeybindingPress(e, press)
}

export const matchesAny = (e: KeyboardEvent, bindings: readonly string[]) => bindings.some((b) => matches(e, b))

/** true when the binding needs Ctrl or ⌘: such keys act even while a text field has the focus */
export const hasMod = (binding: string) => /(^|\+)(\$mod|Control|Meta)\+/.test(binding)

const GLYPHS: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
}
/** key names that differ between languages, looked up under `keyNames.*` */
export const NAMED_KEYS = ['Shift', 'Enter', 'Space', 'Escape', 'Delete', 'Backspace', 'Alt'] as const

/** one binding as printed: `$mod+Shift+z` → `Ctrl+Shift+Z` or `⌘⇧Z`; `name` translates key names */
export function formatBinding(binding: string, name: (key: string) => string, mac = IS_MAC): string {
  const parts = binding.split(/(?<=\w|\])\+/).filter((p) => !p.startsWith('['))
  const shown = parts.map((p) => {
    if (p === '$mod') return mac ? '⌘' : 'Ctrl'
    if (p === 'Shift' && mac) return '⇧'
    if (p === 'Alt' && mac) return '⌥'
    if (GLYPHS[p]) return GLYPHS[p]
    if ((NAMED_KEYS as readonly string[]).includes(p)) return name(p)
    return p.length === 1 ? p.toUpperCase() : p
  })
  return shown.join(mac ? '' : '+')
}

/** one binding as `aria-keyshortcuts` wants it: `$mod+Shift+z` → `Control+Shift+Z` (`Meta+…` on macOS) */
export function ariaBinding(binding: string, mac = IS_MAC): string {
  return binding
    .split(/(?<=\w|\])\+/)
    .filter((p) => !p.startsWith('['))
    .map((p) => (p === '$mod' ? (mac ? 'Meta' : 'Control') : p.length === 1 ? p.toUpperCase() : p))
    .join('+')
}
