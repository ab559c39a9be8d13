import { createRequire } from 'node:module'
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import jsQR from 'jsqr'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseJoin } from '../../../shared/net/links.js'
import { cspFor } from '../../../src-main/csp.js'
import { createHandlers, type MainService } from '../../../src-main/handlers.js'
import { Hosting } from '../../../src-main/hosting.js'
import { freePort, listening, nodeServerProcess } from '../../support/serverProcess.js'
import { createTestHost } from '../../support/testHost.js'
import { resetElectron } from './fake-electron.js'

/**
 * "Play online → Host" as main runs it, with a Node child process in place of Electron's utility
 * process (the same entry, src-server/utility.ts): the server starts on the port asked, the join
 * details carry the code in both links and a QR code that reads back as the web link (whose page
 * the server serves), the CSP of
 * the next page allows that server and no other, and ending hosting closes the port.
 */
vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule())

const root = fileURLToPath(new URL('../../..', import.meta.url))

/** qrcode's own PNG codec (it ships no types) */
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(png: Buffer): { width: number; height: number; data: Buffer } } }
}

function readQr(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'))
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

describe('hosting from the desktop app', () => {
  let dir: string
  let service: MainService
  let hosting: Hosting
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'asobiba-hosting-'))
    await mkdir(join(dir, 'renderer'))
    await writeFile(join(dir, 'renderer', 'index.html'), '<!doctype html><title>Asobiba web</title>')
    hosting = new Hosting(
      nodeServerProcess,
      join(dir, 'server-data'),
      () => ['192.0.2.7', '127.0.0.1'],
      join(dir, 'renderer'),
    )
    service = createHandlers({ ...createTestHost(dir).host, hosting })
  })
  afterAll(async () => {
    await hosting.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('starts the server on the chosen port, gives the join details, and closes it on stop', async () => {
    const port = await freePort()
    const h = service.handlers
    expect(await h.joinDetails({ code: 'abcdefghi' })).toMatchObject({ ok: false })

    const hosted = await h.hostGame({ port })
    expect(hosted).toEqual({
      ok: true,
      value: {
        port,
        endpoint: `ws://127.0.0.1:${port}`,
        addresses: [`192.0.2.7:${port}`, `127.0.0.1:${port}`],
        reload: true,
      },
    })
    expect(await listening(port)).toBe(true)

    const details = await h.joinDetails({ code: 'Ab3_x-9Qz' })
    if (!details.ok) throw new Error(JSON.stringify(details))
    const server = `192.0.2.7:${port}`
    expect(details.value).toMatchObject({
      code: 'Ab3_x-9Qz',
      server,
      link: `asobiba://join#room=Ab3_x-9Qz&server=${encodeURIComponent(`ws://${server}`)}`,
      web: `http://${server}/#join=Ab3_x-9Qz&server=${encodeURIComponent(`ws://${server}`)}`,
    })
    // another address hostGame gave may be chosen; one it did not give is refused
    const local = await h.joinDetails({ code: 'Ab3_x-9Qz', server: `127.0.0.1:${port}` })
    expect(local.ok && local.value.web).toBe(
      `http://127.0.0.1:${port}/#join=Ab3_x-9Qz&server=${encodeURIComponent(`ws://127.0.0.1:${port}`)}`,
    )
    expect(await h.joinDetails({ code: 'Ab3_x-9Qz', server: 'evil.example:80' })).toMatchObject({
      ok: false,
      problems: [{ reason: { key: 'net.notThisServer' } }],
    })
    expect(parseJoin(details.value.link)).toEqual({ room: 'Ab3_x-9Qz', server: `ws://${server}` })
    expect(parseJoin(details.value.web)).toEqual({ room: 'Ab3_x-9Qz', server: `ws://${server}` })
    expect(readQr(details.value.qr)).toBe(details.value.web)
    // the web link's page: the server serves the app's renderer build at /
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('<title>Asobiba web</title>')

    // a port already taken is refused with its number, and the running server stays
    const other = new Hosting(nodeServerProcess, join(dir, 'other-data'))
    expect(await other.start(port)).toEqual({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'net.portInUse', params: { port } } }],
    })

    await h.stopHosting(undefined)
    await expect.poll(() => listening(port), { timeout: 20_000 }).toBe(false)
    expect(hosting.running).toBeNull()
  })

  it('lets the page reach the chosen server only, from the page served after the choice', async () => {
    const h = service.handlers
    const endpoint = 'ws://203.0.113.5:2567'
    expect(await h.chooseServer({ endpoint })).toEqual({ ok: true, value: { reload: true } })
    const policy = service.pagePolicy()
    const connect = /connect-src ([^;]*)/.exec(policy)![1].split(' ')
    expect(connect).toEqual(["'self'", 'ws://203.0.113.5:2567', 'http://203.0.113.5:2567'])
    // the page now allows it: choosing it again needs no reload; another server does
    expect(await h.chooseServer({ endpoint })).toEqual({ ok: true, value: { reload: false } })
    expect(await h.chooseServer({ endpoint: 'wss://play.example.org' })).toEqual({ ok: true, value: { reload: true } })
    expect(/connect-src ([^;]*)/.exec(service.pagePolicy())![1]).toBe(
      "'self' wss://play.example.org https://play.example.org",
    )

    // the app protocol sends it as the header and writes it into the page's meta tag (both are enforced)
    const fake = resetElectron()
    const { serveRenderer } = await import('../../../src-main/window.js')
    const site = join(dir, 'site')
    await mkdir(site, { recursive: true })
    const html = await readFile(join(root, 'src-renderer/index.html'), 'utf8')
    await writeFile(join(site, 'index.html'), html)
    serveRenderer(site, () => cspFor(endpoint))
    const page = await fake.state.protocolHandlers.get('app')!(new Request('app://asobiba/index.html'))
    expect(page.headers.get('content-security-policy')).toBe(cspFor(endpoint))
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(await page.text())![1]
    expect(meta).toContain(`connect-src 'self' ${endpoint} http://203.0.113.5:2567;`)
    expect(meta).not.toContain('frame-ancestors')
  })
})
