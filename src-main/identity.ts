import { join } from 'node:path'
import { LINK_SCHEME } from '../shared/formats/filetypes.js'

/** electron-builder.yml's appId: Windows groups the taskbar and routes notifications by it */
export const APP_ID = 'app.asobiba.desktop'
/** the development build's user-data folder name, beside the installed app's "Asobiba" */
export const DEV_USER_DATA = 'Asobiba (development)'

/** the part of Electron's `app` the identity is set on */
export interface IdentityApp {
  isPackaged: boolean
  getPath(name: 'appData'): string
  setPath(name: 'userData', path: string): void
  setAppUserModelId(id: string): void
  setAsDefaultProtocolClient(protocol: string): boolean
}

export interface IdentityEnv {
  platform: NodeJS.Platform
  /** the test runner's fresh user-data folder (ASOBIBA_USER_DATA); honoured only unpackaged */
  userData?: string
  execPath: string
}

/**
 * Who this run of the app is, set before anything else (the single-instance lock is taken in
 * the user-data folder, so this also separates the locks):
 * - an installed app keeps Electron's defaults (user data in ".../Asobiba");
 * - a development run gets ".../Asobiba (development)", or the tests' folder, so it never reads,
 *   writes or locks the installed app's files;
 * - on Windows the AppUserModelID is set at once (the installer's shortcuts carry APP_ID; a
 *   development run uses its executable's path, as Electron recommends);
 * - only an installed app registers itself for `asobiba:` links, so a development run never
 *   takes them over from the installed one.
 */
export function setUpIdentity(app: IdentityApp, env: IdentityEnv): void {
  if (!app.isPackaged) app.setPath('userData', env.userData || join(app.getPath('appData'), DEV_USER_DATA))
  if (env.platform === 'win32') app.setAppUserModelId(app.isPackaged ? APP_ID : env.execPath)
  if (app.isPackaged) app.setAsDefaultProtocolClient(LINK_SCHEME)
}

/** what a second launch hands over: its own argv and working directory, sent whole */
export interface LaunchData {
  argv: string[]
  cwd: string
}

/**
 * The second launch's command line: its `additionalData` when it is well-formed (Chromium may
 * reorder and add switches to the `argv` of the event), else the event's own argv and folder.
 */
export function secondLaunch(argv: string[], workingDirectory: string, additionalData: unknown): LaunchData {
  const data = additionalData as Partial<LaunchData> | null | undefined
  if (
    data &&
    Array.isArray(data.argv) &&
    data.argv.every((a) => typeof a === 'string') &&
    typeof data.cwd === 'string'
  ) {
    return { argv: data.argv, cwd: data.cwd }
  }
  return { argv, cwd: workingDirectory }
}
