import type { MenuItemConstructorOptions } from 'electron'
import { accelerator, COMMANDS, keyPlatform, type MenuCommandId } from '../shared/commands.js'
import type { MenuCommand, RecentFile } from '../shared/ipc.js'
import type { MenuLabels } from '../shared/i18n/menu.js'

export interface MenuOptions {
  labels: MenuLabels
  recent: readonly RecentFile[]
  platform: NodeJS.Platform
  /** reload and developer tools are only offered while developing */
  dev: boolean
  send: (cmd: MenuCommand) => void
}

/** the part of Electron's `Input` (before-input-event) a shortcut is recognised by */
export interface KeyInput {
  type: string
  key: string
  control: boolean
  meta: boolean
  shift: boolean
  alt: boolean
}

/**
 * The other usual Redo shortcut off macOS, which a menu item (one accelerator each) cannot carry:
 * Ctrl+Shift+Z on Windows, Ctrl+Y on Linux. The window turns it into the same Redo command.
 */
export function isSecondRedoKey(input: KeyInput, platform: NodeJS.Platform): boolean {
  if (platform === 'darwin' || input.type !== 'keyDown' || !input.control || input.meta || input.alt) return false
  const key = input.key.toLowerCase()
  return platform === 'win32' ? key === 'z' && input.shift : key === 'y' && !input.shift
}

/**
 * The application menu as a plain template (Menu.buildFromTemplate turns it into the real one).
 * Every app item is a row of the command table (shared/commands.ts), with that row's shortcut, and
 * sends its MenuCommand to the renderer, which decides what it means on the screen in front of the
 * user; only window and text-editing items use Electron's built-in roles.
 */
export function menuTemplate({ labels: l, recent, platform, dev, send }: MenuOptions): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin'
  const item = (id: MenuCommandId): MenuItemConstructorOptions => ({
    label: l[id],
    accelerator: accelerator(COMMANDS[id], keyPlatform(platform)),
    click: () => send({ cmd: id }),
  })

  const recentItems: MenuItemConstructorOptions[] = recent.length
    ? recent.map((r) => ({ label: r.name, toolTip: r.path, click: () => send({ cmd: 'openPath', path: r.path }) }))
    : [{ label: l.noRecent, enabled: false }]

  const template: MenuItemConstructorOptions[] = []
  if (isMac) {
    template.push({
      role: 'appMenu',
      submenu: [
        item('about'),
        { type: 'separator' },
        { role: 'services' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit', label: l.quit },
      ],
    })
  }
  template.push(
    {
      label: l.file,
      submenu: [
        item('new'),
        item('open'),
        { label: l.openRecent, submenu: recentItems },
        { type: 'separator' },
        item('save'),
        item('saveAs'),
        item('exportImage'),
        { type: 'separator' },
        { role: 'close', label: l.close },
        ...(isMac ? [] : [{ type: 'separator' } as const, { role: 'quit', label: l.quit } as const]),
      ],
    },
    {
      label: l.edit,
      submenu: [
        item('undo'),
        item('redo'),
        { type: 'separator' },
        { role: 'cut', label: l.cut },
        { role: 'copy', label: l.copy },
        { role: 'paste', label: l.paste },
        { role: 'selectAll', label: l.selectAll },
      ],
    },
    {
      label: l.view,
      submenu: [
        item('home'),
        { type: 'separator' },
        ...(dev
          ? [
              { role: 'reload', label: l.reload } as const,
              { role: 'toggleDevTools', label: l.devTools } as const,
              { type: 'separator' } as const,
            ]
          : []),
        { role: 'resetZoom', label: l.resetZoom },
        { role: 'zoomIn', label: l.zoomIn },
        { role: 'zoomOut', label: l.zoomOut },
        { type: 'separator' },
        { role: 'togglefullscreen', label: l.fullScreen },
      ],
    },
  )
  if (isMac) template.push({ role: 'windowMenu', label: l.window })
  template.push({
    role: 'help',
    label: l.help,
    submenu: [item('about')],
  })
  return template
}
