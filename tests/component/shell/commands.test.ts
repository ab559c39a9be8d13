import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick } from 'vue'
import { mount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import VueKonva from 'vue-konva'
import { createI18n } from 'vue-i18n'
import type { Bridge, MenuCommand } from '../../../shared/ipc.js'
import { accelerator, COMMAND_LIST, COMMANDS } from '../../../shared/commands.js'
import { ariaBinding, formatBinding } from '../../../src-renderer/commands/keys.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { menuMessages } from '../../../shared/i18n/menu.js'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'
import { useCommandScope } from '../../../src-renderer/commands/registry.js'
import { PLUGINS } from '../../../src-renderer/games/registry.js'
import App from '../../../src-renderer/App.vue'

let menu: ((c: MenuCommand) => void) | null = null
function fakeBridge(): Bridge {
  return {
    appInfo: () => Promise.resolve({ version: '9.9.9', platform: 'linux', locales: ['en'], shell: 'web' }),
    onMenu: (cb: (c: MenuCommand) => void) => ((menu = cb), () => (menu = null)),
    listLibrary: () => Promise.resolve([]),
    readAutosave: () => Promise.resolve(null),
    setDirty: async () => {},
  } as Partial<Bridge> as Bridge
}

/** a view that counts what its commands were asked to do */
const ran: string[] = []
const CountingView = defineComponent({
  setup() {
    useCommandScope(null, [
      { id: 'undo', run: () => ran.push('undo') },
      { id: 'save', enabled: () => false, run: () => ran.push('save') },
    ])
    return () => h('input', { 'data-testid': 'field' })
  },
})

let wrapper: VueWrapper | null = null
async function mountApp(locale: 'en' | 'ja' | 'fr' = 'en', extra = false) {
  const i18n = createI18n({ legacy: false, locale, messages: CATALOGUE })
  const Root = defineComponent({ setup: () => () => [h(App), extra ? h(CountingView) : null] })
  wrapper = mount(Root, { global: { plugins: [createPinia(), i18n, VueKonva] }, attachTo: document.body })
  await flushPromises()
  return wrapper
}
const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = window) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))

describe('one command table for the menu, the keyboard, the buttons and the "?" overlay', () => {
  beforeEach(() => {
    ;(window as { asobiba?: Bridge }).asobiba = fakeBridge()
    setActivePinia(createPinia())
    ran.length = 0
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
  })

  it('a key of the table and the menu run the command of the view that handles it; a disabled one does nothing', async () => {
    await mountApp('en', true)
    press('z', { ctrlKey: true })
    expect(ran).toEqual(['undo'])
    press('s', { ctrlKey: true })
    expect(ran).toEqual(['undo'])
    menu!({ cmd: 'undo' })
    await flushPromises()
    expect(ran).toEqual(['undo', 'undo'])
  })

  it("in a text field, Undo stays the field's own and a key without Ctrl types", async () => {
    await mountApp('en', true)
    const field = wrapper!.find('[data-testid="field"]').element as HTMLInputElement
    field.focus()
    expect(press('z', { ctrlKey: true }, field)).toBe(true)
    expect(press('?', { shiftKey: true }, field)).toBe(true)
    await nextTick()
    expect(ran).toEqual([])
    expect((document.querySelector('[data-testid="shortcuts"]') as HTMLDialogElement).open).toBe(false)
  })

  it('"?" opens the overlay with every shortcut, and again closes it', async () => {
    await mountApp('en')
    expect(press('?', { shiftKey: true })).toBe(false)
    await flushPromises()
    const dialog = document.querySelector('[data-testid="shortcuts"]') as HTMLDialogElement
    expect(dialog.open).toBe(true)
    const text = dialog.textContent ?? ''
    for (const c of COMMAND_LIST.filter((c) => c.keys)) expect(text).toContain(menuMessages.en.commands[c.id])
    expect(text).toContain('Ctrl+Shift+Z')
    expect(text).toContain('aim 10° left')
    press('?', { shiftKey: true })
    await flushPromises()
    expect(dialog.open).toBe(false)
  })

  it.each(['en', 'ja', 'fr'] as const)(
    'the overlay is written in %s, with no message key left untranslated',
    async (locale) => {
      await mountApp(locale)
      await wrapper!.find('[data-testid="show-shortcuts"]').trigger('click')
      await flushPromises()
      const text = document.querySelector('[data-testid="shortcuts"]')!.textContent ?? ''
      expect(text).not.toMatch(/\b(boardKeys|editorKeys|commands|shortcuts|keyNames)\.\w/)
      for (const id of GAME_IDS) {
        for (const row of Object.values(PLUGINS[id].keys.board))
          expect(text).toContain(lookup(CATALOGUE[locale], row.label))
      }
      if (locale === 'fr') expect(text).toContain('Maj')
    },
  )
})

describe('a binding of the table, written for each reader', () => {
  it('reads the same in the native menu, a tooltip and for screen readers, per platform', () => {
    const name = (k: string) => (k === 'Shift' ? 'Maj' : k)
    expect(accelerator(COMMANDS.undo, 'other')).toBe('CmdOrCtrl+Z')
    expect(accelerator(COMMANDS.redo, 'other')).toBe('Ctrl+Shift+Z')
    expect(accelerator(COMMANDS.redo, 'win')).toBe('Ctrl+Y')
    expect(accelerator(COMMANDS.redo, 'mac')).toBe('Cmd+Shift+Z')
    expect(accelerator(COMMANDS.home, 'other')).toBeUndefined()
    expect(formatBinding('$mod+Shift+z', name, false)).toBe('Ctrl+Maj+Z')
    expect(formatBinding('$mod+Shift+z', name, true)).toBe('⌘⇧Z')
    expect(formatBinding('[Shift]+?', name, false)).toBe('?')
    expect(formatBinding('Shift+ArrowLeft', name, false)).toBe('Maj+←')
    expect(ariaBinding('$mod+Shift+z', false)).toBe('Control+Shift+Z')
    expect(ariaBinding('$mod+Shift+z', true)).toBe('Meta+Shift+Z')
  })
})

function lookup(tree: unknown, key: string): string {
  const v = key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], tree)
  if (typeof v !== 'string') throw new Error(`no text for ${key}`)
  return v
}
