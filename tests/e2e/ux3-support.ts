import type { Locator, Page } from 'playwright-core'

/**
 * What the ux3-*.e2e.ts tests share: pixels read back from screenshots (a focus ring must be seen,
 * not only declared) and the boxes of a screen's parts (nothing clipped or overlapping).
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
      name: el === document.body ? 'BODY' : el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName,
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
