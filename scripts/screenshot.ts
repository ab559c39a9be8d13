/**
 * Screenshots for the README and for looking at the app: serves dist-web with vite preview and
 * captures the home screen and, per game, a game in progress and the editor.
 *   npm run web:build && npx tsx scripts/screenshot.ts [outDir]
 */
import { preview } from 'vite'
import { resolve } from 'node:path'
import { mkdirSync } from 'node:fs'
import { launch } from '../tests/e2e/browser.js'

const out = resolve(process.argv[2] ?? 'docs')
mkdirSync(out, { recursive: true })
const server = await preview({ configFile: resolve(import.meta.dirname, '../vite.web.config.ts'), preview: { port: 0, host: '127.0.0.1' } })
const url = server.resolvedUrls!.local[0]
const browser = await launch()
const page = await browser.newPage({ viewport: { width: 1400, height: 860 } })
page.on('pageerror', (e) => console.error('pageerror', e.message))
await page.goto(url)
await page.waitForSelector('[data-testid="game-exxtra"]')
await page.waitForTimeout(500)
await page.screenshot({ path: resolve(out, 'screenshot-home.png') })
const games = await page.locator('[data-testid^="game-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(5)))
for (const g of games) {
  await page.click(`[data-testid="game-${g}"] [data-testid="new-game"]`)
  await page.click('[data-testid="start-game"]')
  await page.waitForSelector('[data-testid="play-view"]')
  await page.locator('.controls .speed select').selectOption('fast')
  await page.waitForTimeout(2500)
  await page.screenshot({ path: resolve(out, `screenshot-${g}-play.png`) })
  await page.click('.brand')
  await page.waitForSelector(`[data-testid="game-${g}"]`)
  await page.click(`[data-testid="game-${g}"] [data-testid="design"]`)
  await page.waitForSelector('[data-testid="editor-view"]')
  await page.waitForTimeout(400)
  await page.screenshot({ path: resolve(out, `screenshot-${g}-editor.png`) })
  await page.click('.brand')
  await page.waitForSelector(`[data-testid="game-${g}"]`)
}
await browser.close()
server.httpServer.close()
console.log(`screenshots in ${out}`)
