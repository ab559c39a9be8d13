import { expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { GAMES } from '../../shared/games/registry.js'
import { en } from '../../src-renderer/messages.en.js'
import { ja } from '../../src-renderer/messages.ja.js'
import { fr } from '../../src-renderer/messages.fr.js'
import { launch, watchErrors } from './browser.js'
import { describeApp } from './helpers.js'

/**
 * The web edition's first load (issue 18 §5): the home screen runs before any game's code, texts
 * or zod have arrived, and each game comes when it is first used. The page runs with its own
 * bridge (IndexedDB), as a visitor's browser does.
 */

/** scripts the page had asked for when the home screen became interactive, and every one since */
async function scripts(page: Page) {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('asobiba:home-interactive')[0]?.startTime ?? NaN
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({ file: e.name.split('/').pop() ?? '', start: e.startTime }))
    return { mark, before: js.filter((e) => e.start < mark).map((e) => e.file), all: js.map((e) => e.file) }
  })
}

async function withPage(body: (page: Page, errors: string[]) => Promise<void>) {
  const browser: Browser = await launch()
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await body(page, errors)
  } finally {
    await browser.close()
  }
}

describeApp('the web edition loads a game when it is first used (issue 18 §5)', () => {
  it('shows the home screen with no game code, no game texts and no zod; a game’s texts come when it is used', async () => {
    await withPage(async (page, errors) => {
      await page.goto(inject('baseUrl'))
      const card = page.getByTestId('game-exxtra')
      await card.getByTestId('new-game').waitFor()
      const start = await scripts(page)
      expect(Number.isFinite(start.mark)).toBe(true)
      const gameChunk = /^(zod|recess|kakekko|exxtra|swish|messages|insight-messages|scenarioCheck)-/
      expect(start.before.filter((f) => gameChunk.test(f))).toEqual([])
      // the cards read the manifest: name, player range and the built-in scenario's title
      expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe('Exxtra')
      const { min, max } = GAMES.exxtra.defaultScenario.players
      expect(await card.innerText()).toContain(`${min}–${max} players`)
      // the thumbnails follow, with each game's module (its default scenario), but no game's texts
      await page.locator('[data-testid="game-swish"] canvas').first().waitFor()
      expect((await scripts(page)).all.filter((f) => /^(insight-)?messages-/.test(f))).toEqual([])
      // Rules brings the game's texts, in the page's language
      await card.getByTestId('rules').click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      const text = await dialog.innerText()
      expect(text).not.toMatch(/\bexxtra\.\w+/)
      expect(text.length).toBeGreaterThan(200)
      expect(errors).toEqual([])
    })
  })

  it('downloads the texts of the language it shows only: English at start, Japanese and French when chosen', async () => {
    await withPage(async (page, errors) => {
      await page.goto(inject('baseUrl'))
      await page.getByTestId('game-exxtra').getByTestId('new-game').waitFor()
      // every script the page has, read as the server sent it: a text of one catalogue is in it or not
      // one at a time: dozens at once once had the preview server drop a connection on a busy machine
      const sources = async () => {
        const texts: string[] = []
        for (const f of (await scripts(page)).all)
          texts.push(await (await page.request.get(new URL(`assets/${f}`, inject('baseUrl')).href)).text())
        return texts
      }
      const holds = (all: string[], text: string) => all.some((js) => js.includes(text))
      const start = await scripts(page)
      expect(start.before.filter((f) => /^(en|ja|fr)-/.test(f))).toEqual([expect.stringMatching(/^en-/)])
      let js = await sources()
      expect(holds(js, en.languageLoad.failed)).toBe(true)
      expect(holds(js, ja.languageLoad.failed)).toBe(false)
      expect(holds(js, fr.languageLoad.failed)).toBe(false)

      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '日本語' })
      await page.getByRole('button', { name: 'ファイルを開く' }).waitFor()
      js = await sources()
      expect(holds(js, ja.languageLoad.failed)).toBe(true)
      expect(holds(js, fr.languageLoad.failed)).toBe(false)

      await page.getByRole('combobox', { name: '言語' }).selectOption({ label: 'Français' })
      await page.getByRole('button', { name: 'Ouvrir un fichier' }).waitFor()
      expect(holds(await sources(), fr.languageLoad.failed)).toBe(true)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr')
      expect(errors).toEqual([])
    })
  })

  it('lists the files kept in the browser, a damaged one with its game’s own reason in words', async () => {
    await withPage(async (page, errors) => {
      await page.goto(inject('baseUrl'))
      await page.getByTestId('game-recess').getByTestId('new-game').waitFor()
      const sc = GAMES.exxtra.defaultScenario
      const good = { ...sc, meta: { ...sc.meta, title: 'Corner ladder' } }
      // a 200-square race no pawn can finish in one round: the game's own check refuses it (exxtra.problem.goalOutOfReach)
      const bad = {
        ...sc,
        meta: { ...sc.meta, title: 'Too short' },
        rules: { ...sc.rules, trackLength: 200, roundLimit: 1 },
      }
      await page.evaluate(
        async (files) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const req = indexedDB.open('asobiba', 1)
            req.onupgradeneeded = () => req.result.createObjectStore('files')
            req.onsuccess = () => resolve(req.result)
            req.onerror = () => reject(req.error ?? new Error('IndexedDB'))
          })
          const tx = db.transaction('files', 'readwrite')
          for (const [name, text] of files)
            tx.objectStore('files').put({ name, text, modifiedAt: new Date().toISOString() }, `saves/${name}`)
          await new Promise((resolve) => (tx.oncomplete = resolve))
          db.close()
        },
        [
          ['corner.asobiba-scenario', JSON.stringify(good)],
          ['short.asobiba-scenario', JSON.stringify(bad)],
        ],
      )
      await page.reload()
      await page.getByTestId('library-scenario').first().waitFor()
      expect(await page.getByTestId('library-scenario').allInnerTexts()).toEqual([
        expect.stringContaining('Corner ladder'),
      ])
      const reason = page.getByTestId('damage-reason')
      await reason.waitFor()
      await expect.poll(() => reason.innerText()).not.toMatch(/exxtra\./)
      expect(await reason.innerText()).toMatch(/^rules\.roundLimit: \S/)
      // a repairable file opens in its editor
      await page.getByTestId('open-in-editor').click()
      await page.getByTestId('editor-view').waitFor()
      expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Too short')
      expect(errors.filter((e) => !e.includes('favicon'))).toEqual([])
    })
  })
})
