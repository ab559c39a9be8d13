import { describe, expect, it } from 'vitest'
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '../../../shared/ipc.js'
import { filesFromArgv } from '../../../src-main/argv.js'
import { isSecondRedoKey, menuTemplate, type KeyInput } from '../../../src-main/menu.js'
import { MENU_LABELS, menuLabels } from '../../../shared/i18n/menu.js'
import { readFileSync } from 'node:fs'
import { CSP } from '../../../src-main/csp.js'
import { COMMAND_LIST } from '../../../shared/commands.js'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'

describe('files on the command line', () => {
  it('takes scenario and save files, old names and new, and any .json, resolved against the launching folder', () => {
    const argv = [
      '/opt/Asobiba/asobiba',
      '--allow-file-access',
      'a.save.json',
      '/abs/b.scenario.json',
      'c.asobiba-save',
      'D.ASOBIBA-SCENARIO',
      'e.json',
      'notes.txt',
      '.',
    ]
    expect(filesFromArgv(argv, '/home/me', 'linux')).toEqual([
      '/home/me/a.save.json',
      '/abs/b.scenario.json',
      '/home/me/c.asobiba-save',
      '/home/me/D.ASOBIBA-SCENARIO',
      '/home/me/e.json',
    ])
    expect(filesFromArgv(['/opt/Asobiba/asobiba'], '/', 'linux')).toEqual([])
  })

  it('understands file:// URLs (fix 7: desktop files pass %U), on Linux and on Windows', () => {
    expect(
      filesFromArgv(
        ['asobiba', 'file:///home/me/My%20games/x.asobiba-save', 'file:///home/me/notes.txt'],
        '/',
        'linux',
      ),
    ).toEqual(['/home/me/My games/x.asobiba-save'])
    expect(filesFromArgv(['Asobiba.exe', 'file:///C:/Users/me/x.asobiba-scenario'], 'C:\\', 'win32')).toEqual([
      'C:\\Users\\me\\x.asobiba-scenario',
    ])
    // a URL naming another host is no local file: left out rather than guessed at
    expect(filesFromArgv(['asobiba', 'file://server/share/x.asobiba-save'], '/', 'linux')).toEqual([])
  })

  it('resolves Windows paths with Windows rules', () => {
    expect(filesFromArgv(['Asobiba.exe', 'game.asobiba-save', 'D:\\x\\y.json'], 'C:\\Users\\me', 'win32')).toEqual([
      'C:\\Users\\me\\game.asobiba-save',
      'D:\\x\\y.json',
    ])
  })

  it('keeps asobiba: links as they are (fix 11)', () => {
    expect(filesFromArgv(['asobiba', 'asobiba://open#s=abc', 'ASOBIBA:x'], '/home/me', 'linux')).toEqual([
      'asobiba://open#s=abc',
      'ASOBIBA:x',
    ])
  })
})

describe('menu', () => {
  const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
    items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flatten(i.submenu) : [])])

  function build(dev: boolean, platform: NodeJS.Platform = 'linux') {
    const sent: MenuCommand[] = []
    const items = flatten(
      menuTemplate({
        labels: menuLabels('en'),
        recent: [{ path: '/x/a.save.json', name: 'a.save.json', kind: 'save', openedAt: '2026-01-01T00:00:00Z' }],
        platform,
        dev,
        send: (c) => sent.push(c),
      }),
    )
    return { items, sent }
  }

  it('has the usual shortcuts, each sending its command', () => {
    const { items, sent } = build(false)
    const byAccelerator = (a: string) => items.find((i) => i.accelerator === a)
    for (const [accelerator, cmd] of [
      ['CmdOrCtrl+N', 'new'],
      ['CmdOrCtrl+O', 'open'],
      ['CmdOrCtrl+S', 'save'],
      ['CmdOrCtrl+Shift+S', 'saveAs'],
      ['CmdOrCtrl+Z', 'undo'],
      ['Ctrl+Shift+Z', 'redo'],
    ]) {
      const item = byAccelerator(accelerator)!
      ;(item.click as () => void)()
      expect(sent.at(-1)).toEqual({ cmd })
    }
    const recent = items.find((i) => i.label === 'a.save.json')!
    ;(recent.click as () => void)()
    expect(sent.at(-1)).toEqual({ cmd: 'openPath', path: '/x/a.save.json' })
  })

  it('offers reload and developer tools only in development', () => {
    expect(build(false).items.some((i) => i.role === 'toggleDevTools' || i.role === 'reload')).toBe(false)
    expect(build(true).items.some((i) => i.role === 'toggleDevTools')).toBe(true)
  })

  it('shows each system’s own Redo shortcut (fix 4: Ctrl+Y on Windows)', () => {
    const redo = (platform: NodeJS.Platform) =>
      build(false, platform).items.find((i) => i.label === 'Redo')?.accelerator
    expect(redo('darwin')).toBe('Cmd+Shift+Z')
    expect(redo('win32')).toBe('Ctrl+Y')
    expect(redo('linux')).toBe('Ctrl+Shift+Z')
  })

  it('turns the other usual Redo shortcut into Redo too, off macOS', () => {
    const input = (key: string, mods: Partial<KeyInput> = {}): KeyInput => ({
      type: 'keyDown',
      key,
      control: true,
      meta: false,
      shift: false,
      alt: false,
      ...mods,
    })
    expect(isSecondRedoKey(input('y'), 'linux')).toBe(true)
    expect(isSecondRedoKey(input('Z', { shift: true }), 'win32')).toBe(true)
    expect(isSecondRedoKey(input('y'), 'win32')).toBe(false) // the menu's own accelerator there
    expect(isSecondRedoKey(input('y'), 'darwin')).toBe(false)
    expect(isSecondRedoKey(input('y', { type: 'keyUp' }), 'linux')).toBe(false)
    expect(isSecondRedoKey(input('y', { control: false }), 'linux')).toBe(false)
  })

  it('has every label in English, Japanese and French, chosen from the system locale', () => {
    for (const key of Object.keys(MENU_LABELS.en)) {
      expect(MENU_LABELS.ja[key as keyof typeof MENU_LABELS.ja], key).toBeTruthy()
      expect(MENU_LABELS.fr[key as keyof typeof MENU_LABELS.fr], key).toBeTruthy()
    }
    expect(menuLabels('ja-JP').file).toBe('ファイル')
    expect(menuLabels('fr_CA').file).toBe('Fichier')
    expect(menuLabels('de-DE').file).toBe('File')
  })

  it('names each app command as its button and the "?" overlay do, in every language (one catalogue)', () => {
    for (const locale of ['en', 'ja', 'fr'] as const) {
      const page = CATALOGUE[locale] as Record<string, unknown>
      const { items } = build(false, 'darwin')
      const labels = menuLabels(locale)
      for (const spec of COMMAND_LIST.filter((c) => c.menu)) {
        const shown = (page.commands as Record<string, string>)[spec.id]
        expect(shown, `${locale} ${spec.id}`).toBeTruthy()
        expect(labels[spec.id as keyof typeof labels], `${locale} ${spec.id}`).toBe(shown)
      }
      // the English menu as built: every command item carries the page's label
      if (locale === 'en')
        for (const spec of COMMAND_LIST.filter((c) => c.menu))
          expect(
            items.some((i) => i.label === (page.commands as Record<string, string>)[spec.id]),
            spec.id,
          ).toBe(true)
    }
  })

  it('writes French with a no-break space before : ; ? and !', () => {
    for (const [key, text] of Object.entries(MENU_LABELS.fr)) expect(text, key).not.toMatch(/ [:;?!]/)
    expect(MENU_LABELS.fr.replaceDetail).toContain('\u00a0?')
  })
})

describe('content security policy', () => {
  const directives = (policy: string) =>
    new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.sort().join(' ')]),
    )

  it('is strict: no inline or eval scripts, no plugins, no remote origins', () => {
    const csp = directives(CSP)
    expect(csp.get('script-src')).toBe("'self'")
    expect(csp.get('default-src')).toBe("'self'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(CSP).not.toMatch(/unsafe-eval|https?:|\*/)
  })

  it('says the same as the meta tag of the renderer page (what the dev server has)', () => {
    const html = readFileSync(new URL('../../../src-renderer/index.html', import.meta.url), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1]
    expect(meta, 'index.html has a CSP meta tag').toBeTruthy()
    const header = directives(CSP)
    // frame-ancestors only works as a header, so the meta tag cannot carry it
    header.delete('frame-ancestors')
    expect(directives(meta!)).toEqual(header)
  })
})
