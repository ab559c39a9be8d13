import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { browserMissing, launch } from './browser.js'
import { installBridge } from './bridge.js'

/**
 * The e2e bridge itself, on a blank page (the app's own e2e tests use it with the renderer):
 * the page reaches the real handlers, and a foreign frame is refused by the real sender check.
 */
const missing = browserMissing()
if (missing) console.warn(`SKIPPED bridge e2e tests: ${missing}`)

function serve(body: string): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html')
      res.end(body)
    })
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }),
    )
  })
}

describe.skipIf(missing)('e2e bridge', () => {
  let browser: Browser
  let app: { server: Server; url: string }
  let foreign: { server: Server; url: string }

  beforeAll(async () => {
    browser = await launch()
    foreign = await serve('<p>foreign</p>')
    app = await serve(`<p>app</p><iframe src="${foreign.url}"></iframe>`)
  })
  afterAll(async () => {
    await browser?.close()
    app?.server.close()
    foreign?.server.close()
  })

  it('gives the page the Bridge, backed by the real handlers and dialogs from the test', async () => {
    const page = await browser.newPage()
    const bridge = await installBridge(page, { origin: app.url })
    try {
      await page.goto(app.url)
      expect(await page.evaluate(() => Object.keys((window as Window & { asobiba: object }).asobiba).sort())).toContain(
        'onMenu',
      )
      expect(
        await page.evaluate(() => (window as Window & { asobiba: { appInfo(): Promise<unknown> } }).asobiba.appInfo()),
      ).toMatchObject({
        shell: 'e2e',
      })

      const target = join(bridge.userData, 'mine.save.json')
      bridge.dialog.nextSave(target)
      const saved = await page.evaluate(() =>
        (window as Window & { asobiba: { saveFile(p: unknown): Promise<unknown> } }).asobiba.saveFile({
          kind: 'save',
          text: '{"ok":1}',
          path: null,
          suggestedName: 'mine',
        }),
      )
      expect(saved).toEqual({ ok: true, value: { canceled: false, path: target } })
      expect(await readFile(target, 'utf8')).toBe('{"ok":1}')

      const refused = await page.evaluate(() =>
        (window as Window & { asobiba: { openFile(p: unknown): Promise<unknown> } }).asobiba.openFile({
          path: '/etc/passwd',
        }),
      )
      expect(refused).toMatchObject({ ok: false, problems: [{ path: '(file)', reason: { key: 'files.notAllowed' } }] })
    } finally {
      await page.close()
      await bridge.dispose()
    }
  })

  it('delivers menu commands, including ones sent before the page subscribed', async () => {
    const page = await browser.newPage()
    const bridge = await installBridge(page, { origin: app.url })
    try {
      await page.goto(app.url)
      const given = join(bridge.userData, 'given.scenario.json')
      await writeFile(given, '{}')
      await bridge.openFromOs([given])
      await bridge.sendMenu({ cmd: 'save' })
      const received = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const got: unknown[] = []
            ;(window as Window & { asobiba: { onMenu(cb: (c: unknown) => void): void } }).asobiba.onMenu((c) => {
              got.push(c)
              if (got.length === 2) resolve(got)
            })
          }),
      )
      expect(received).toEqual([{ cmd: 'openPath', path: given }, { cmd: 'save' }])
    } finally {
      await page.close()
      await bridge.dispose()
    }
  })

  it('refuses a frame of another origin, like the app’s sender check', async () => {
    const page = await browser.newPage()
    const bridge = await installBridge(page, { origin: app.url })
    try {
      await page.goto(app.url)
      const frame = page.frames().find((f) => f.url().startsWith(foreign.url))!
      const answer = await frame.evaluate(() =>
        (window as Window & { asobiba: { storeSave(p: unknown): Promise<unknown> } }).asobiba.storeSave({
          name: 'x',
          text: '{}',
        }),
      )
      expect(answer).toEqual({ ok: false, problems: [{ path: '(file)', reason: { key: 'files.forbidden' } }] })
      expect(await bridge.service.library.list()).toEqual([])
    } finally {
      await page.close()
      await bridge.dispose()
    }
  })
})
