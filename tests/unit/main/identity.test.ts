import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { APP_ID, secondLaunch, setUpIdentity, type IdentityApp } from '../../../src-main/identity.js'

/** who the app is on each system (issue 19, fixes 4, 8 and 11), with Electron's app stood in */
function fakeApp(isPackaged: boolean) {
  const calls: string[] = []
  const app: IdentityApp = {
    isPackaged,
    getPath: () => '/home/me/.config',
    setPath: (name, path) => void calls.push(`setPath ${name} ${path}`),
    setAppUserModelId: (id) => void calls.push(`aumid ${id}`),
    setAsDefaultProtocolClient: (scheme) => (calls.push(`protocol ${scheme}`), true),
  }
  return { app, calls }
}

describe('app identity', () => {
  it('sets the AppUserModelID on Windows: the installer’s appId when installed, the executable in development', () => {
    const installed = fakeApp(true)
    setUpIdentity(installed.app, { platform: 'win32', execPath: 'C:\\Asobiba\\Asobiba.exe' })
    expect(installed.calls).toEqual(['aumid app.asobiba.desktop', 'protocol asobiba'])
    const dev = fakeApp(false)
    setUpIdentity(dev.app, { platform: 'win32', execPath: 'C:\\dev\\electron.exe' })
    expect(dev.calls).toContain('aumid C:\\dev\\electron.exe')
    const linux = fakeApp(true)
    setUpIdentity(linux.app, { platform: 'linux', execPath: '/opt/Asobiba/asobiba' })
    expect(linux.calls.some((c) => c.startsWith('aumid'))).toBe(false)
  })

  it('uses the same id as electron-builder.yml’s appId (the shortcuts carry it)', () => {
    const root = resolve(import.meta.dirname, '../../..')
    const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): { appId: string } }
    expect(yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')).appId).toBe(APP_ID)
  })

  it('gives a development run the tests’ folder when they set one, its own folder otherwise', () => {
    const tests = fakeApp(false)
    setUpIdentity(tests.app, { platform: 'linux', execPath: 'electron', userData: '/tmp/e2e-1' })
    expect(tests.calls).toEqual(['setPath userData /tmp/e2e-1'])
    const dev = fakeApp(false)
    setUpIdentity(dev.app, { platform: 'linux', execPath: 'electron' })
    expect(dev.calls).toEqual([`setPath userData ${join('/home/me/.config', 'Asobiba (development)')}`])
    const installed = fakeApp(true)
    setUpIdentity(installed.app, { platform: 'linux', execPath: 'asobiba', userData: '/tmp/e2e-1' })
    expect(installed.calls).toEqual(['protocol asobiba'])
  })
})

describe('second launch', () => {
  it('reads the command line from the additional data when it is well-formed, else from the event', () => {
    expect(secondLaunch(['x', '--a'], '/', { argv: ['asobiba', 'f.json'], cwd: '/home' })).toEqual({
      argv: ['asobiba', 'f.json'],
      cwd: '/home',
    })
    for (const bad of [undefined, null, 'text', { argv: 'f.json', cwd: '/' }, { argv: [1], cwd: '/' }, { argv: [] }]) {
      expect(secondLaunch(['x', 'g.json'], '/w', bad)).toEqual({ argv: ['x', 'g.json'], cwd: '/w' })
    }
  })
})
