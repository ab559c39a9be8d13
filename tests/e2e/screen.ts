import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import type { Text } from 'konva/lib/shapes/Text.js'
import './page-globals.js'

/**
 * What the screen shows, as the layout, focus and i18n tests read it: pixels read back from
 * screenshots (a focus ring must be seen, not only declared), the boxes of a screen's parts
 * (nothing clipped or overlapping) and the fonts its texts are drawn in.
 */

/** the focus colour of styles.css (--focus) */
export const FOCUS_RGB = [0x1d, 0x4e, 0xd8] as const

/**
 * The share of the pixels of a band `band` px wide just inside the element's box that have the
 * focus colour, read from a screenshot (so a ring that an ancestor clips counts for nothing).
 */
export async function ringShare(page: Page, el: Locator, band = 3): Promise<number> {
  const box = (await el.boundingBox())!
  const clip = { x: Math.max(0, box.x), y: Math.max(0, box.y), width: box.width, height: box.height }
  const png = (await page.screenshot({ clip })).toString('base64')
  return page.evaluate(
    async ({ png, band, rgb }) => {
      const img = new Image()
      img.src = `data:image/png;base64,${png}`
      await img.decode()
      const c = document.createElement('canvas')
      c.width = img.width
      c.height = img.height
      const g = c.getContext('2d')!
      g.drawImage(img, 0, 0)
      const { data, width, height } = g.getImageData(0, 0, c.width, c.height)
      let hit = 0
      let all = 0
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (x >= band && y >= band && x < width - band && y < height - band) continue
          const i = (y * width + x) * 4
          all++
          if (Math.abs(data[i] - rgb[0]) + Math.abs(data[i + 1] - rgb[1]) + Math.abs(data[i + 2] - rgb[2]) < 90) hit++
        }
      }
      return hit / all
    },
    { png, band, rgb: [...FOCUS_RGB] },
  )
}

/** presses Tab until the focus is on `target` (at most `max` times); false if it never gets there */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<boolean> {
  const handle = await target.elementHandle()
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((el) => document.activeElement === el, handle)) return true
  }
  return false
}

/** the computed focus decoration of the element that has the focus */
export function focusDecoration(page: Page): Promise<{ name: string; outline: string; shadow: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const s = getComputedStyle(el)
    return {
      name:
        el === document.body
          ? 'BODY'
          : (el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName),
      outline: s.outlineStyle === 'none' || s.outlineWidth === '0px' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`,
      shadow: s.boxShadow,
    }
  })
}

/** back to the home screen through the top bar's Home button (there is none on the home screen) */
export async function goHome(page: Page) {
  const home = page.getByRole('button', { name: /^(Home|ホーム|Accueil)$/ })
  if (await home.count()) await home.click()
  await page.locator('[data-testid="game-recess"]').waitFor()
}

/** takes the focus away from every control, as a click on the page's background would */
export async function blur(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

/**
 * What is wrong with the layout of the screen in front, as sentences (none when all is well):
 * a horizontal scrollbar; a board (a role=application box holding a stage) outside the window or
 * overlapped by a panel; drawings of a stage that reach beyond it (clipped); a control (button,
 * field, link) beyond the window's left or right edge; a panel card or a dialog whose content is
 * wider than itself or that leaves the window.
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = []
    const W = window.innerWidth
    const H = window.innerHeight
    const r = (b: DOMRect) =>
      `${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.width)}×${Math.round(b.height)}`
    const doc = document.scrollingElement ?? document.documentElement
    if (doc.scrollWidth > W + 1) faults.push(`the page scrolls sideways (${doc.scrollWidth} > ${W})`)
    for (const el of document.querySelectorAll<HTMLElement>('.content, .side, .editor-body, .play')) {
      if (el.scrollWidth > el.clientWidth + 1)
        faults.push(`${el.className} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`)
    }
    const panels = [...document.querySelectorAll<HTMLElement>('.side > *, .props, .editor-bar')]
    const visible = (el: Element) => {
      const b = el.getBoundingClientRect()
      return b.width > 0 && b.height > 0
    }
    for (const board of document.querySelectorAll<HTMLElement>(
      '[role="application"], [data-testid="swish-editor-canvas"]',
    )) {
      if (!board.querySelector('canvas') || !visible(board)) continue
      const name = board.getAttribute('aria-label')?.slice(0, 30) ?? 'board'
      const b = board.getBoundingClientRect()
      if (b.left < -1 || b.top < -1 || b.right > W + 1 || b.bottom > H + 1)
        faults.push(`board "${name}" at ${r(b)} leaves the ${W}×${H} window`)
      if (b.height < 200 || b.width < 200) faults.push(`board "${name}" is only ${r(b)}`)
      for (const p of panels) {
        if (!visible(p) || p.contains(board) || board.contains(p)) continue
        const q = p.getBoundingClientRect()
        const w = Math.min(b.right, q.right) - Math.max(b.left, q.left)
        const h = Math.min(b.bottom, q.bottom) - Math.max(b.top, q.top)
        if (w > 1 && h > 1)
          faults.push(`panel ${p.className || p.tagName} at ${r(q)} overlaps board "${name}" at ${r(b)}`)
      }
    }
    for (const stage of window.Konva?.stages ?? []) {
      const box = stage.container()
      if (!box.isConnected || !visible(box)) continue
      const sw = stage.width()
      const sh = stage.height()
      // two texts of a board running into each other (a line that wraps over the next)
      const texts = stage
        .find<Text>('Text')
        .filter((n) => n.visible())
        .map((n) => ({ n, c: n.getClientRect({ skipShadow: true, skipStroke: true }) }))
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          const a = texts[i].c,
            b = texts[j].c
          const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
          const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
          if (w > 2 && h > 2) {
            const say = (n: Text) => n.text().replace(/\n/g, ' ').slice(0, 24)
            faults.push(`texts "${say(texts[i].n)}" and "${say(texts[j].n)}" overlap on a board`)
          }
        }
      }
      for (const layer of stage.getLayers()) {
        for (const node of layer.getChildren()) {
          if (!node.visible()) continue
          const c = node.getClientRect({ skipShadow: true, skipStroke: true })
          if (c.width === 0 || c.height === 0) continue
          if (c.x < -1 || c.y < -1 || c.x + c.width > sw + 1 || c.y + c.height > sh + 1) {
            faults.push(
              `a drawing (${node.getClassName()} ${node.name()} in ${box.closest('[data-testid], [aria-label], .thumb')?.getAttribute('data-testid') ?? box.closest('[aria-label]')?.getAttribute('aria-label')?.slice(0, 20) ?? 'a thumbnail'}) at ${Math.round(c.x)},${Math.round(c.y)} ${Math.round(c.width)}×${Math.round(c.height)} is clipped by its ${sw}×${sh} stage`,
            )
            break
          }
        }
      }
    }
    // a control pushed out of the window by its neighbours (a bar that does not wrap in a longer
    // language) is out of reach of the mouse
    for (const el of document.querySelectorAll<HTMLElement>('button, select, input, a[href]')) {
      if (!visible(el)) continue
      const b = el.getBoundingClientRect()
      if (b.left < -1 || b.right > W + 1) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 30)
        faults.push(`control "${label}" at ${r(b)} leaves the ${W}-wide window`)
      }
    }
    for (const el of document.querySelectorAll<HTMLElement>('.side > .card, dialog[open], [role="dialog"]')) {
      if (!visible(el)) continue
      const b = el.getBoundingClientRect()
      // a card of a side column that scrolls may lie below the window: it is scrolled to, not cut
      const scrolls = el.parentElement?.matches('.side') && getComputedStyle(el.parentElement).overflowY === 'auto'
      const below = !scrolls && (b.top < -1 || b.bottom > H + 1)
      if (b.left < -1 || b.right > W + 1 || below)
        faults.push(`${el.className || el.tagName} at ${r(b)} leaves the window`)
      for (const inner of el.querySelectorAll<HTMLElement>('table, .buttons, .row, p')) {
        if (inner.scrollWidth > inner.clientWidth + 1 || inner.getBoundingClientRect().right > b.right + 1) {
          faults.push(
            `${inner.tagName.toLowerCase()}.${inner.className} is cut at the right of ${el.className || el.tagName}`,
          )
        }
      }
    }
    return [...new Set(faults)]
  })
}

/** where the tests leave their screenshots, to be looked at (the system's temporary folder) */
export const shot = (name: string) => join(tmpdir(), 'asobiba-e2e-shots', name)

/**
 * Keeps a screenshot of the page as `shot(name)`, to be looked at, when ASOBIBA_SHOTS is set: a
 * picture no test reads costs the browser its encoding on every run (some 60 of them).
 */
export async function keepShot(page: Page, name: string): Promise<void> {
  if (process.env.ASOBIBA_SHOTS) await page.screenshot({ path: shot(name) })
}

/** the texts drawn on a canvas cut off with "…": Konva texts whose lines do not hold all their text */
export function cutCanvasTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const squash = (s: string) => s.replace(/\s+/g, '')
    return (window.Konva?.stages ?? [])
      .filter((stage) => stage.container().isConnected)
      .flatMap((stage) => stage.find<Text>('Text'))
      .filter((t) => t.isVisible() && squash(t.textArr.map((l) => l.text).join('')) !== squash(t.text()))
      .map((t) => t.text())
  })
}

/** the headings of the page cut off by their box (content wider than the box, as "…" leaves it) */
export function cutHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()} "${el.innerText.slice(0, 40)}": ${el.scrollWidth} > ${el.clientWidth}`),
  )
}

/**
 * The fonts Chromium drew an element's text with (DevTools protocol): proof of which font a text
 * is in, whatever the CSS asks for.
 */
export async function fontsOf(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts
  } finally {
    await cdp.detach()
  }
}
