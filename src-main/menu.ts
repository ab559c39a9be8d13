import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand, RecentFile } from '../shared/ipc.js'
import type { MenuLabels } from './menu-labels.js'

export interface MenuOptions {
  labels: MenuLabels
  recent: readonly RecentFile[]
  platform: NodeJS.Platform
  /** reload and developer tools are only offered while developing */
  dev: boolean
  send(cmd: MenuCommand): void
}

/**
 * The application menu as a plain template (Menu.buildFromTemplate turns it into the real one).
 * Every app item sends a MenuCommand to the renderer, which decides what it means on the screen
 * in front of the user; only window and text-editing items use Electron's built-in roles.
 */
/** Redo's shortcut in the menu: each system's own convention (Windows: Ctrl+Y) */
export function redoAccelerator(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'Cmd+Shift+Z'
  return platform === 'win32' ? 'Ctrl+Y' : 'Ctrl+Shift+Z'
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

export function menuTemplate({ labels: l, recent, platform, dev, send }: MenuOptions): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin'
  const item = (label: string, cmd: MenuCommand, accelerator?: string): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => send(cmd),
  })

  const recentItems: MenuItemConstructorOptions[] = recent.length
    ? recent.map((r) => ({ label: r.name, toolTip: r.path, click: () => send({ cmd: 'openPath', path: r.path }) }))
    : [{ label: l.noRecent, enabled: false }]

  const template: MenuItemConstructorOptions[] = []
  if (isMac) {
    template.push({
      role: 'appMenu',
      submenu: [
        item(l.about, { cmd: 'about' }),
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
        item(l.new, { cmd: 'new' }, 'CmdOrCtrl+N'),
        item(l.open, { cmd: 'open' }, 'CmdOrCtrl+O'),
        { label: l.openRecent, submenu: recentItems },
        { type: 'separator' },
        item(l.save, { cmd: 'save' }, 'CmdOrCtrl+S'),
        item(l.saveAs, { cmd: 'saveAs' }, 'CmdOrCtrl+Shift+S'),
        item(l.exportImage, { cmd: 'exportImage' }, 'CmdOrCtrl+E'),
        { type: 'separator' },
        { role: 'close', label: l.close },
        ...(isMac ? [] : [{ type: 'separator' } as const, { role: 'quit', label: l.quit } as const]),
      ],
    },
    {
      label: l.edit,
      submenu: [
        item(l.undo, { cmd: 'undo' }, 'CmdOrCtrl+Z'),
        item(l.redo, { cmd: 'redo' }, redoAccelerator(platform)),
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
        item(l.home, { cmd: 'home' }),
        { type: 'separator' },
        ...(dev
          ? [{ role: 'reload', label: l.reload } as const, { role: 'toggleDevTools', label: l.devTools } as const, { type: 'separator' } as const]
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
    submenu: [item(l.about, { cmd: 'about' })],
  })
  return template
}
