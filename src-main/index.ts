import { app, BrowserWindow, dialog, ipcMain, Menu, session, utilityProcess } from 'electron'
import { join } from 'node:path'
import type { MenuCommand, RecentFile } from '../shared/ipc.js'
import { filesFromArgv } from './argv.js'
import { fileDialogs } from './dialogs.js'
import { exists } from './files.js'
import { createHandlers, type Host } from './handlers.js'
import { Hosting } from './hosting.js'
import { secondLaunch, setUpIdentity } from './identity.js'
import { registerIpc } from './ipc.js'
import { menuTemplate } from './menu.js'
import { menuLabels, type MenuLabels } from '../shared/i18n/menu.js'
import { trustedOrigins } from './sender.js'
import {
  createMainWindow,
  hardenContents,
  lockDownSession,
  registerAppScheme,
  serveRenderer,
  type MainWindow,
} from './window.js'

// before anything touches the user-data folder or the lock (which lives in it)
setUpIdentity(app, { platform: process.platform, userData: process.env.ASOBIBA_USER_DATA, execPath: process.execPath })

registerAppScheme()

/** how long quitting waits for an autosave still being written */
const QUIT_WAIT_MS = 5000

// One running app: a second launch (double-clicking a file) hands its command line to this one
// and quits. The command line goes whole as additionalData, as the event's argv may be reordered.
if (!app.requestSingleInstanceLock({ argv: process.argv, cwd: process.cwd() })) {
  app.quit()
} else {
  start()
}

function start() {
  const here = import.meta.dirname
  const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL
  const devOrigin = devUrl ? trustedOrigins(devUrl)[1] : undefined
  let labels: MenuLabels = menuLabels('en')
  let main: MainWindow | null = null
  let recent: RecentFile[] = []
  /** commands for a window that does not exist yet (files handed over during start-up) */
  const pending: MenuCommand[] = []

  const rebuildMenu = () => {
    const template = menuTemplate({
      labels,
      recent,
      platform: process.platform,
      dev: !app.isPackaged,
      send: (cmd) => main?.send(cmd),
    })
    Menu.setApplicationMenu(Menu.buildFromTemplate(template))
  }

  // the dialogs belong to the main window when there is one (a sheet on macOS)
  const dialogs = fileDialogs(
    {
      showOpenDialog: (options) =>
        main ? dialog.showOpenDialog(main.window, options) : dialog.showOpenDialog(options),
      showSaveDialog: (options) =>
        main ? dialog.showSaveDialog(main.window, options) : dialog.showSaveDialog(options),
      showMessageBox: (options) =>
        main ? dialog.showMessageBox(main.window, options) : dialog.showMessageBox(options),
      exists: (path) => exists(path),
    },
    () => labels,
  )

  // the game server of "Play online → Host": out/main/server.js (src-server/utility.ts) in a utility process
  const hosting = new Hosting(
    () => utilityProcess.fork(join(here, 'server.js'), [], { serviceName: 'Asobiba game server' }),
    join(app.getPath('userData'), 'server-data'),
    undefined,
    // the renderer build is the web edition too: in a browser it takes the web bridge
    join(here, '../renderer'),
  )
  /** closing the window ends the hosted tables: the player is warned first */
  const confirmClose = () => {
    if (!hosting.running || !main) return true
    const choice = dialog.showMessageBoxSync(main.window, {
      type: 'warning',
      title: labels.hostingTitle,
      message: labels.hostingMessage,
      detail: labels.hostingDetail,
      buttons: [labels.endAndClose, labels.cancel],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    })
    return choice === 0
  }

  const host: Host = {
    userData: app.getPath('userData'),
    version: app.getVersion(),
    platform: process.platform,
    shell: 'electron',
    locales: () => app.getPreferredSystemLanguages(),
    ...dialogs,
    setDirty: (dirty) => main?.setDirty(dirty),
    hosting,
    sendMenu: (cmd) => (main ? main.send(cmd) : pending.push(cmd)),
    recentChanged(list) {
      recent = list
      if (list[0]) app.addRecentDocument(list[0].path)
      if (app.isReady()) rebuildMenu()
    },
  }
  const service = createHandlers(host)

  const openWindow = () => {
    const opened = createMainWindow({
      preload: join(here, '../preload/preload.cjs'),
      devUrl,
      labels,
      icon: app.isPackaged ? undefined : join(here, '../../resources/icons/icon.png'),
      platform: process.platform,
      confirmClose,
    })
    main = opened
    for (const cmd of pending.splice(0)) opened.send(cmd)
    opened.window.on('closed', () => {
      if (main === opened) main = null
      void hosting.stop()
    })
  }

  /** brings the window forward, opening one if none is left (macOS keeps running without) */
  const showWindow = () => {
    if (!app.isReady()) return // the window opens when ready, and takes the pending commands
    if (!main) return openWindow()
    if (main.window.isMinimized()) main.window.restore()
    main.window.focus()
  }

  /** files and `asobiba:` links from the OS, the command line or a second launch */
  const openFromOs = (paths: string[]) => {
    if (!paths.length) return
    void service.openFromOs(paths)
    showWindow()
  }

  // macOS hands files and links over with events, possibly before the app is ready or while no
  // window is open
  app.on('open-file', (event, path) => {
    event.preventDefault()
    openFromOs([path])
  })
  app.on('open-url', (event, url) => {
    event.preventDefault()
    openFromOs([url])
  })
  app.on('second-instance', (_event, argv, workingDirectory, additionalData) => {
    const launch = secondLaunch(argv, workingDirectory, additionalData)
    const paths = filesFromArgv(launch.argv, launch.cwd)
    if (paths.length) openFromOs(paths)
    else showWindow()
  })
  app.on('web-contents-created', (_event, contents) => hardenContents(contents, devOrigin))

  // an autosave the page sent just before its window closed may still be being written: quitting
  // waits for it (at most QUIT_WAIT_MS, so a stalled disk cannot keep the app from quitting)
  let autosaveSettled = false
  app.on('will-quit', (event) => {
    if (!autosaveSettled && service.autosave.tasks.busy) {
      event.preventDefault()
      autosaveSettled = true
      const waited = new Promise((r) => setTimeout(r, QUIT_WAIT_MS))
      void Promise.race([service.autosave.tasks.settled(), waited]).then(() => app.quit())
      return
    }
    void hosting.stop()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('activate', () => {
    if (!BrowserWindow.getAllWindows().length && app.isReady()) openWindow()
  })

  void app.whenReady().then(async () => {
    labels = menuLabels(app.getLocale())
    lockDownSession(session.defaultSession)
    serveRenderer(join(here, '../renderer'), () => service.pagePolicy())
    registerIpc(ipcMain, service.handlers, trustedOrigins(devUrl))
    recent = await service.listRecent()
    rebuildMenu()
    if (!main) openWindow()
    await service.openFromOs(filesFromArgv(process.argv, process.cwd()))
  })
}
