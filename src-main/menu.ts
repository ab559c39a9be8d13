import type { MenuItemConstructorOptions } from 'electron'
import type { MenuCommand, RecentFile } from '../shared/ipc.js'
import type { MenuLabels } from './menu-labels.js'

export interface MenuOptions {
  labels: MenuLabels
  recent: readonly RecentFile[]
  isMac: boolean
  /** reload and developer tools are only offered while developing */
  dev: boolean
  send(cmd: MenuCommand): void
}

/**
 * The application menu as a plain template (Menu.buildFromTemplate turns it into the real one).
 * Every app item sends a MenuCommand to the renderer, which decides what it means on the screen
 * in front of the user; only window and text-editing items use Electron's built-in roles.
 */
export function menuTemplate({ labels: l, recent, isMac, dev, send }: MenuOptions): MenuItemConstructorOptions[] {
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
        item(l.redo, { cmd: 'redo' }, isMac ? 'Cmd+Shift+Z' : 'Ctrl+Shift+Z'),
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
