import type { MenuItemConstructorOptions } from 'electron'
import { accelerator, COMMANDS, type MenuCommandId } from '../shared/commands.js'
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
 * Every app item is a row of the command table (shared/commands.ts), with that row's shortcut, and
 * sends its MenuCommand to the renderer, which decides what it means on the screen in front of the
 * user; only window and text-editing items use Electron's built-in roles.
 */
export function menuTemplate({ labels: l, recent, isMac, dev, send }: MenuOptions): MenuItemConstructorOptions[] {
  const item = (id: MenuCommandId): MenuItemConstructorOptions => ({
    label: l[id],
    accelerator: accelerator(COMMANDS[id], isMac),
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
    submenu: [item('about')],
  })
  return template
}
