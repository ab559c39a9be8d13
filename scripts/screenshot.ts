/**
 * Screenshots of every screen at 1280×800, for the README and docs/: serves dist-web with vite
 * preview and captures the home screen, the new-game dialog and, per game, a game in progress (bots
 * playing fast for a few seconds), its replay and its editor.
 *   npm run web:build && npx tsx scripts/screenshot.ts [outDir]
 */
import { preview } from 'vite'
import { resolve } from 'node:path'
import { mkdirSync } from 'node:fs'
import { launch } from '../tests/e2e/browser.js'

const out = resolve(process.argv[2] ?? 'docs')
mkdirSync(out, { recursive: true })
const server = await preview({
  configFile: resolve(import.meta.dirname, '../vite.web.config.ts'),
  preview: { port: 0, host: '127.0.0.1' },
})
const url = server.resolvedUrls!.local[0]
const browser = await launch()
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
page.on('pageerror', (e) => console.error('pageerror', e.message))
const shot = async (name: string) => {
  await page.screenshot({ path: resolve(out, `screenshot-${name}.png`) })
  console.log(`screenshot-${name}.png`)
}
const home = async (g: string) => {
  await page.getByRole('button', { name: 'Home', exact: true }).click()
  await page.waitForSelector(`[data-testid="game-${g}"]`)
}
await page.goto(url)
await page.waitForSelector('[data-testid="game-exxtra"]')
await page.waitForTimeout(500)
await shot('home')
const games = await page
  .locator('[data-testid^="game-"]')
  .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(5)))
for (const g of games) {
  await page.click(`[data-testid="game-${g}"] [data-testid="new-game"]`)
  await page.waitForSelector('[data-testid="start-game"]')
  if (g === games[0]) await shot('new-game')
  // every seat a bot, so the game moves on by itself before the shot
  await page.locator('[data-testid="seat-0"] [data-testid="seat-kind"]').selectOption('easy')
  await page.click('[data-testid="start-game"]')
  await page.waitForSelector('[data-testid="play-view"]')
  await page.locator('.controls .speed select').selectOption('fast')
  await page.waitForTimeout(3000)
  await shot(`${g}-play`)
  await page.getByRole('button', { name: 'Replay' }).click()
  await page.getByRole('button', { name: 'Back to the game' }).waitFor()
  await page.waitForTimeout(400)
  await shot(`${g}-replay`)
  await home(g)
  await page.click(`[data-testid="game-${g}"] [data-testid="design"]`)
  await page.waitForSelector('[data-testid="editor-view"]')
  await page.waitForTimeout(400)
  await shot(`${g}-editor`)
  await home(g)
}
await browser.close()
server.httpServer.close()
console.log(`screenshots in ${out}`)
