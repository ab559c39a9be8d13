import { describe, expect, it } from 'vitest'
import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand } from '../../../shared/ipc.js'
import { filesFromArgv } from '../../../src-main/argv.js'
import { menuTemplate } from '../../../src-main/menu.js'
import { MENU_LABELS, menuLabels } from '../../../src-main/menu-labels.js'
import { readFileSync } from 'node:fs'
import { CSP } from '../../../src-main/csp.js'

describe('files on the command line', () => {
  it('takes scenario and save files, resolved against the launching folder, and nothing else', () => {
    const argv = ['/opt/Asobiba/asobiba', '--allow-file-access', 'a.save.json', '/abs/b.scenario.json', 'notes.txt', '.']
    expect(filesFromArgv(argv, '/home/me')).toEqual(['/home/me/a.save.json', '/abs/b.scenario.json'])
    expect(filesFromArgv(['/opt/Asobiba/asobiba'], '/')).toEqual([])
  })
})

describe('menu', () => {
  const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
    items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flatten(i.submenu) : [])])

  function build(dev: boolean, isMac = false) {
    const sent: MenuCommand[] = []
    const items = flatten(
      menuTemplate({
        labels: menuLabels('en'),
        recent: [{ path: '/x/a.save.json', name: 'a.save.json', kind: 'save', openedAt: '2026-01-01T00:00:00Z' }],
        isMac,
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
    expect(build(false, true).items.find((i) => i.accelerator === 'Cmd+Shift+Z')).toBeTruthy()
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
})

describe('content security policy', () => {
  const directives = (policy: string) =>
    new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.sort().join(' ')]))

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
