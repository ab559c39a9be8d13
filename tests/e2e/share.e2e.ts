import { expect, inject, it } from 'vitest'
import { readdir, readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { E2E_MODE } from './app.js'
import { axeScan } from './axe.js'
import { launch, watchErrors } from './browser.js'
import { appForSuite, describeApp, logLines, recessCell, settled } from './helpers.js'
import { deflateSync, strToU8 } from 'fflate'
import { decodeLink, toBase64Url } from '../../shared/share/codec.js'
import { DICTIONARY_V2 } from '../../shared/share/dictionary.js'
import { GAMES } from '../../shared/games/registry.js'
import jsQR from 'jsqr'
import './page-globals.js'

const ROOT = resolve(import.meta.dirname, '../..')

/** every seat human and the seed fixed, then Start: two pages that do this show the same board */
async function startAllHuman(page: Page) {
  await page.waitForSelector('[data-testid="new-game-dialog"]')
  const kinds = page.locator('[data-testid^="seat-"] [data-testid="seat-kind"]')
  for (let i = 0; i < (await kinds.count()); i++) await kinds.nth(i).selectOption('human')
  await page.fill('[data-testid="seed"]', '1234')
  await page.click('[data-testid="start-game"]')
  await page.waitForSelector('[data-testid="play-view"]')
}

/** what every Konva stage of the page draws, as data (positions, sizes, colours, texts), once drawn */
function boardOf(page: Page): Promise<string> {
  return settled(() => page.evaluate(() => (window.Konva?.stages ?? []).map((s) => s.toJSON()).join('\n')), '')
}

describeApp('share links (issue 20 §1)', () => {
  const ctx = appForSuite()
  let browser: Browser | null = null

  /** a page of the plain web edition (no desktop bridge), as a phone or a friend's browser opens it */
  async function webPage(): Promise<{ page: Page; errors: string[] }> {
    browser ??= await launch()
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    return { page, errors: watchErrors(page) }
  }

  it('share a scenario from the editor → open the web link in a new page → the same board', async () => {
    const { page } = ctx
    await page.click('[data-testid="game-recess"] [data-testid="design"]')
    await page.waitForSelector('[data-testid="editor-view"]')
    await page.fill('[data-testid="meta-title"]', 'Road for Mika')
    // a piece of equipment where the built-in playground has none: the board the link must carry
    await page.getByRole('combobox', { name: 'Symmetry' }).selectOption('none')
    await page.getByRole('toolbar', { name: 'Playground tools' }).getByRole('button', { name: 'Equipment 1×1' }).click()
    const cell = await recessCell(page, 4, 5)
    await page.mouse.click(cell.x, cell.y)
    await expect.poll(() => page.getByTestId('issues').innerText()).toContain('(0)')
    await page.click('[data-testid="share"]')
    const dialog = page.getByTestId('share-dialog')
    await dialog.waitFor()
    expect(await dialog.getByRole('heading').innerText()).toBe('Share “Road for Mika”')
    const link = await page.getByTestId('share-web-link').inputValue()
    expect(link.startsWith(inject('baseUrl'))).toBe(true)
    expect(link).toMatch(/#s=2[A-Za-z0-9_-]+$/)
    expect(link.length).toBeLessThanOrEqual(2000)
    // the desktop app's link carries the same payload; the QR code is drawn
    const desktop = await page.getByTestId('share-desktop-link').inputValue()
    expect(desktop).toBe(`asobiba://open${link.slice(link.indexOf('#'))}`)
    expect(await page.getByTestId('share-qr').evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100)
    expect(await axeScan(page)).toEqual([])
    const carried = decodeLink(link)
    const shared = carried.ok
      ? (JSON.parse(carried.value) as { meta: { title: string }; board: { rows: string[] } })
      : null
    expect(shared?.meta.title).toBe('Road for Mika')
    expect(shared?.board.rows[4][5]).toBe('#')
    expect(GAMES.recess.defaultScenario.board).not.toEqual(shared?.board)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.click('[data-testid="test-play"]')
    await startAllHuman(page)
    const here = await boardOf(page)

    const { page: other, errors } = await webPage()
    await other.goto(link)
    // the notice is read while it shows: it leaves after 6 s, and on a busy machine starting the
    // game can take longer than that
    await expect
      .poll(() => other.locator('.notice').allInnerTexts())
      .toContainEqual(expect.stringContaining('Opened from a link'))
    await startAllHuman(other)
    // the fragment is read once and taken off the address (a reload does not open it again)
    expect(other.url()).not.toContain('#s=')
    expect(await boardOf(other)).toBe(here)
    expect(here.length).toBeGreaterThan(1000)
    expect(errors).toEqual([])
    await other.close()
  })

  it('share a replay at a position → the link opens the game at that position', async () => {
    const { page } = ctx
    // two turns passed: the log holds two actions
    for (let i = 0; i < 2; i++) await page.click('[data-testid="recess-pass"]:not([disabled])')
    await expect.poll(() => logLines(page)).toHaveLength(2)
    await page.click('[data-testid="open-replay"]')
    await page.waitForSelector('[data-testid="replay-view"]')
    await page.click('[data-testid="replay-prev"]')
    expect(await page.getByTestId('replay-position').innerText()).toContain('1')
    await page.click('[data-testid="share"]')
    const link = await page.getByTestId('share-web-link').inputValue()
    const carried = decodeLink(link)
    const save = carried.ok
      ? (JSON.parse(carried.value) as { format: string; cursor: number; actions: unknown[] })
      : null
    expect(save).toMatchObject({ format: 'asobiba.save', cursor: 1 })
    expect(save?.actions).toHaveLength(2)
    // an address long enough to take the link past a QR code's 2,000 characters: the file is offered
    const address = page.getByTestId('share-address')
    const before = await address.inputValue()
    await address.fill(`https://friends.example/${'a'.repeat(2000)}/`)
    await page.getByTestId('share-no-qr').waitFor()
    expect(await page.getByTestId('share-qr-save-file').isVisible()).toBe(true)
    await address.fill(before)
    await page.getByTestId('share-dialog').getByRole('button', { name: 'Close' }).click()
    const { page: other, errors } = await webPage()
    await other.goto(link)
    await other.waitForSelector('[data-testid="play-view"]')
    await expect.poll(() => logLines(other)).toHaveLength(1)
    expect(errors).toEqual([])
    await other.close()
  })

  it('a link cut short opens nothing and says why, with the path (link)', async () => {
    const { page: other } = await webPage()
    await other.goto(`${inject('baseUrl')}#s=1abc`)
    const problems = other.getByTestId('file-problems')
    await problems.waitFor()
    const text = await problems.innerText()
    expect(text).toContain('(link)')
    expect(text).toContain('the link is cut short')
    await other.close()
  })

  it('a hostile link (7 KB that would inflate to 1.6 million empty actions) is refused in the loader worker, never decoded on the page', async () => {
    const save = JSON.stringify({
      format: 'asobiba.save',
      version: 2,
      scenario: GAMES.kakekko.defaultScenario,
      actions: [],
    })
    const bomb = save.replace('"actions":[]', `"actions":[${'{},'.repeat(1_600_000)}{}]`)
    const payload = `2${toBase64Url(deflateSync(strToU8(bomb), { level: 9, dictionary: DICTIONARY_V2 }))}`
    expect(payload.length).toBeLessThan(8_000)
    const { page: other, errors } = await webPage()
    await other.goto(`${inject('baseUrl')}#s=${payload}`)
    const problems = other.getByTestId('file-problems')
    await problems.waitFor()
    const text = await problems.innerText()
    expect(text).toContain('(link)')
    expect(text).toContain('more than 582542 items')
    // the decode ran in the loader worker: its mark is there, and none on the page
    const worker = other.workers().find((w) => w.url().includes('file.worker'))
    expect(worker, 'the loader worker').toBeDefined()
    expect(await worker!.evaluate(() => performance.getEntriesByName('asobiba:link-decoded').length)).toBe(1)
    expect(await other.evaluate(() => performance.getEntriesByName('asobiba:link-decoded').length)).toBe(0)
    expect(errors).toEqual([])
    await other.close()
  })

  it('the share dialog, fflate and qrcode are not in the start-up bundle (loaded on first use)', async () => {
    const assets = resolve(ROOT, 'dist-web/assets')
    const files = await readdir(assets)
    const entry = files.find((f) => /^index-.*\.js$/.test(f))!
    const main = await readFile(resolve(assets, entry), 'utf8')
    // fflate's and qrcode's own error texts
    expect(main).not.toContain('invalid length/literal')
    expect(main).not.toContain('The amount of data is too big to be stored in a QR Code')
    const all = await Promise.all(
      files.filter((f) => f.endsWith('.js')).map((f) => readFile(resolve(assets, f), 'utf8')),
    )
    expect(all.some((js) => js.includes('The amount of data is too big to be stored in a QR Code'))).toBe(true)
  })

  it('the Kakekko course: a short link (format 2 presets the built-in boards), its QR code drawn unshrunk in whole pixels per module, reads back to the link', async () => {
    const { page } = ctx
    await page.click('.brand')
    await page.click('[data-testid="game-kakekko"] [data-testid="design"]')
    await page.waitForSelector('[data-testid="editor-view"]')
    await page.click('[data-testid="share"]')
    if (process.env.ASOBIBA_SHOTS) {
      // the README's screenshot (1280×800), with the address a web edition would have
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.fill('[data-testid="share-address"]', 'https://play.asobiba.example/')
    }
    const link = await page.getByTestId('share-web-link').inputValue()
    expect(link.length).toBeLessThan(150)
    const qr = page.getByTestId('share-qr')
    expect(await qr.getAttribute('data-level')).toBe('Q')
    const modulePx = Number(await qr.getAttribute('data-module-px'))
    expect(modulePx).toBeGreaterThanOrEqual(4)
    // this window's pixel ratio is 1: the canvas is shown at its own size, whole modules of modulePx
    const box = (await qr.boundingBox())!
    // the canvas's grey levels, one character each (a latin-1 string crosses quickly)
    const img = await qr.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
      let grey = ''
      for (let i = 0; i < d.length; i += 4) grey += String.fromCharCode(d[i])
      return { w: c.width, h: c.height, grey }
    })
    expect(img.w).toBe(box.width)
    expect(img.w % modulePx).toBe(0)
    const rgba = new Uint8ClampedArray(img.w * img.h * 4)
    for (let i = 0; i < img.w * img.h; i++)
      rgba.set([img.grey.charCodeAt(i), img.grey.charCodeAt(i), img.grey.charCodeAt(i), 255], i * 4)
    expect(jsQR(rgba, img.w, img.h)?.data).toBe(link)
    if (process.env.ASOBIBA_SHOTS) await page.screenshot({ path: 'docs/screenshot-share.png' })
    await page.getByTestId('share-dialog').getByRole('button', { name: 'Close' }).click()
  })

  it('closes the extra browser', async () => {
    await browser?.close()
    expect(E2E_MODE === 'electron' || browser !== null).toBe(true)
  })
})
