import { app, BrowserWindow, dialog, ipcMain, Menu, session, type FileFilter } from 'electron'
import { join } from 'node:path'
import type { FileKind, MenuCommand, RecentFile } from '../shared/ipc.js'
import { filesFromArgv } from './argv.js'
import { createHandlers, type Host } from './handlers.js'
import { registerIpc } from './ipc.js'
import { menuTemplate } from './menu.js'
import { menuLabels, type MenuLabels } from './menu-labels.js'
import { trustedOrigins } from './sender.js'
import { createMainWindow, hardenContents, lockDownSession, registerAppScheme, serveRenderer, type MainWindow } from './window.js'

// The end-to-end tests give the unpackaged app a fresh user-data folder; a packaged app ignores it.
if (!app.isPackaged && process.env.ASOBIBA_USER_DATA) app.setPath('userData', process.env.ASOBIBA_USER_DATA)

registerAppScheme()

// One running app: a second launch (double-clicking a file) hands its files to this one and quits.
if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  start()
}

function filters(labels: MenuLabels, kind: FileKind | 'image' | undefined): FileFilter[] {
  if (kind === 'image') return [{ name: labels.pngImages, extensions: ['png'] }]
  // the dialogs match on the last extension only, so `.save.json` is offered as `.json`
  const json: FileFilter = {
    name: kind === 'save' ? labels.saveFiles : kind === 'scenario' ? labels.scenarioFiles : labels.asobibaFiles,
    extensions: ['json'],
  }
  return [json]
}

function start() {
  const here = import.meta.dirname
  const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL
  let labels = menuLabels('en')
  let main: MainWindow | null = null
  let recent: RecentFile[] = []
  /** commands for a window that does not exist yet (files handed over during start-up) */
  const pending: MenuCommand[] = []

  const rebuildMenu = () => {
    const template = menuTemplate({
      labels,
      recent,
      isMac: process.platform === 'darwin',
      dev: !app.isPackaged,
      send: (cmd) => main?.send(cmd),
    })
    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
  }

  const host: Host = {
    userData: app.getPath('userData'),
    version: app.getVersion(),
    platform: process.platform,
    shell: 'electron',
    locales: () => app.getPreferredSystemLanguages(),
    async showOpenDialog({ kind }) {
      const options = { properties: ['openFile' as const], filters: filters(labels, kind) }
      const picked = main ? await dialog.showOpenDialog(main.window, options) : await dialog.showOpenDialog(options)
      return picked.canceled ? null : (picked.filePaths[0] ?? null)
    },
    async showSaveDialog({ kind, suggestedName }) {
      const options = { defaultPath: suggestedName, filters: filters(labels, kind) }
      const picked = main ? await dialog.showSaveDialog(main.window, options) : await dialog.showSaveDialog(options)
      return picked.canceled ? null : (picked.filePath ?? null)
    },
    setDirty: (dirty) => main?.setDirty(dirty),
    sendMenu: (cmd) => (main ? main.send(cmd) : pending.push(cmd)),
    recentChanged(list) {
      recent = list
      if (list[0]) app.addRecentDocument(list[0].path)
      if (app.isReady()) rebuildMenu()
    },
  }
  const service = createHandlers(host)

  // macOS hands files over with open-file, possibly before the app is ready
  app.on('open-file', (event, path) => {
    event.preventDefault()
    void service.openFromOs([path])
  })
  app.on('second-instance', (_event, argv, workingDirectory) => {
    void service.openFromOs(filesFromArgv(argv, workingDirectory))
    if (main) {
      if (main.window.isMinimized()) main.window.restore()
      main.window.focus()
    }
  })
  app.on('web-contents-created', (_event, contents) => hardenContents(contents))

  const openWindow = () => {
    main = createMainWindow({
      preload: join(here, '../preload/preload.cjs'),
      devUrl,
      labels,
      icon: app.isPackaged ? undefined : join(here, '../../resources/icons/icon.png'),
    })
    for (const cmd of pending.splice(0)) main.send(cmd)
    main.window.on('closed', () => {
      main = null
    })
  }

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('activate', () => {
    if (!BrowserWindow.getAllWindows().length && app.isReady()) openWindow()
  })

  void app.whenReady().then(async () => {
    labels = menuLabels(app.getLocale())
    lockDownSession(session.defaultSession)
    serveRenderer(join(here, '../renderer'))
    registerIpc(ipcMain, service.handlers, trustedOrigins(devUrl))
    recent = await service.listRecent()
    rebuildMenu()
    openWindow()
    await service.openFromOs(filesFromArgv(process.argv, process.cwd()))
  })
}
