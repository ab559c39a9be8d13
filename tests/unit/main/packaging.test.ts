import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { FILE_EXTENSIONS, LINK_SCHEME } from '../../../shared/formats/filetypes.js'

/**
 * What can be checked of the installers without an Electron binary: the electron-builder config
 * against electron-builder's own schema, the icon, and the afterPack fuse hook run on a stand-in
 * binary that carries Electron's fuse wire.
 */
const require = createRequire(import.meta.url)
const root = resolve(import.meta.dirname, '../../..')

type AfterPack = ((context: object) => Promise<void>) & { FUSES: Record<string, unknown> }
const afterPack = require(join(root, 'scripts/fuses.cjs')) as AfterPack
const { getCurrentFuseWire, FuseV1Options } = require('@electron/fuses') as typeof import('@electron/fuses')
const yaml = require('js-yaml') as { load(text: string): unknown }

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'asobiba-pack-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('electron-builder config', () => {
  it('is valid for electron-builder and covers Linux, Windows and macOS', { timeout: 30_000 }, async () => {
    const config = yaml.load(await readFile(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (c: unknown, logger: unknown) => Promise<void>
    }
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown }
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined()
    expect(config).toMatchObject({
      productName: 'Asobiba',
      afterPack: 'scripts/fuses.cjs',
      linux: { target: ['AppImage', 'deb'] },
      win: { target: 'nsis' },
      mac: { target: 'dmg' },
    })
  })

  it('associates the app’s own single-dot extensions, the same as shared/formats/filetypes.ts (fix 3)', async () => {
    const config = yaml.load(await readFile(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>
    const exts = (config.fileAssociations as { ext: string }[]).map((a) => `.${a.ext}`)
    expect(exts).toEqual([FILE_EXTENSIONS.scenario, FILE_EXTENSIONS.save])
    // Windows Explorer and macOS look at the last dot only
    for (const ext of exts) expect(ext.lastIndexOf('.'), ext).toBe(0)
    expect(config.protocols).toEqual([{ name: 'Asobiba link', schemes: [LINK_SCHEME] }])
  })

  it('renames the binary on Linux only (fix 6): Windows and macOS keep the product name', async () => {
    const config = yaml.load(await readFile(join(root, 'electron-builder.yml'), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >
    expect(config.executableName).toBeUndefined()
    expect(config.linux.executableName).toBe('asobiba')
    expect(config.win.executableName).toBeUndefined()
    expect(config.mac.executableName).toBeUndefined()
  })

  it('has a 512×512 PNG icon', async () => {
    const png = await readFile(join(root, 'resources/icons/icon.png'))
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512])
  })
})

describe('fuses (afterPack)', () => {
  it('turns off RunAsNode, NODE_OPTIONS and --inspect, and turns on asar-only and asar integrity', async () => {
    // a stand-in for a Linux Electron binary: the fuse sentinel, wire version 1, nine fuses in
    // Electron's defaults (one more than @electron/fuses knows, as newer Electron has)
    const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
    const defaults = '101100011'
    const binary = Buffer.concat([
      Buffer.from('\x7fELF some machine code '),
      Buffer.from(SENTINEL, 'ascii'),
      Buffer.from([1, defaults.length]),
      Buffer.from(defaults, 'ascii'),
      Buffer.from(' more code'),
    ])
    await writeFile(join(dir, 'asobiba'), binary)

    await afterPack({ appOutDir: dir, electronPlatformName: 'linux', arch: 1, packager: { executableName: 'asobiba' } })

    const wire = (await getCurrentFuseWire(join(dir, 'asobiba'))) as unknown as Record<number, number>
    const on = (fuse: number) => String.fromCharCode(wire[fuse]) === '1'
    expect(on(FuseV1Options.RunAsNode)).toBe(false)
    expect(on(FuseV1Options.EnableNodeOptionsEnvironmentVariable)).toBe(false)
    expect(on(FuseV1Options.EnableNodeCliInspectArguments)).toBe(false)
    expect(on(FuseV1Options.EnableEmbeddedAsarIntegrityValidation)).toBe(true)
    expect(on(FuseV1Options.OnlyLoadAppFromAsar)).toBe(true)
    expect(on(FuseV1Options.EnableCookieEncryption)).toBe(true)
    expect(on(FuseV1Options.GrantFileProtocolExtraPrivileges)).toBe(false)
    // the fuse this version of @electron/fuses does not know is left as Electron ships it
    expect(String.fromCharCode(wire[8])).toBe('1')
  })
})
