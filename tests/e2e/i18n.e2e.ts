import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { GameId } from '../../shared/engine/types.js'
import { appForSuite, chooseLanguage, describeApp, gameCard, openNewGame, openSave, playOut, SEATS } from './helpers.js'
import { fontsOf, goHome } from './screen.js'
import { kakekko } from '../../shared/games/kakekko/index.js'
import './page-globals.js'

const NBSP = '\u00a0'
const GAMES: GameId[] = ['recess', 'kakekko', 'exxtra', 'swish']

async function bodyText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText)
}

/** every select on screen whose box is narrower than its longest option's text (plus its arrow) */
async function crampedSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!
    return [...document.querySelectorAll('select')]
      .filter((s) => s.offsetParent !== null)
      .flatMap((s) => {
        const cs = getComputedStyle(s)
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`
        const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 18
        const longest = Math.max(...[...s.options].map((o) => ctx.measureText(o.text).width))
        return longest > room
          ? [
              `${s.getAttribute('aria-label') ?? s.closest('label')?.innerText ?? '?'}: ${Math.round(longest)} > ${Math.round(room)}`,
            ]
          : []
      })
  })
}

describeApp('the three languages: plural forms, French spacing, built-in scenarios (issue 17, items 8 and 20)', () => {
  const ctx = appForSuite()

  it('says "1 marble", not "1 marbles", in the panel and the log (item 8)', async () => {
    // Ann and Bob roll, Ann spends one marble: one marble lies in the pool
    const { states, actions } = playOut(kakekko, 2, 2, (s, legal) =>
      s.pool >= 1
        ? null
        : (legal.find((a) => a.t === 'roll') ?? legal.find((a) => a.t === 'raise' && a.marbles === 1) ?? null),
    )
    expect(states[states.length - 1].pool).toBe(1)
    await openSave(ctx.app, 'one-marble.save.json', 'kakekko', SEATS.slice(0, 2), 2, actions)
    const text = await bodyText(ctx.page)
    expect(text).toContain('Pool: 1 marble\n')
    expect(text).toMatch(/Ann spent 1 marble to make \d+/)
    expect(text).not.toMatch(/\b1 (marbles|points|steps)\b/)
  })

  it('French: "1 bille", and a no-break space before every : ; ? ! on the play screen (item 8)', async () => {
    await chooseLanguage(ctx.page, 'fr')
    const text = await bodyText(ctx.page)
    expect(text).toContain(`Réserve${NBSP}: 1 bille\n`)
    expect(text).toMatch(/Ann a dépensé 1 bille pour faire \d+/)
    expect(text).not.toMatch(/ [:;?!]/)
    expect(text).not.toMatch(/\p{L}[:;?!](\s|$)/u)
  })

  it('French: the home screen, the New game dialog and every editor keep the no-break spaces (item 8)', async () => {
    await ctx.page.getByRole('button', { name: 'Accueil', exact: true }).click()
    await ctx.page.getByRole('heading', { name: 'Jeux' }).waitFor()
    for (const g of GAMES) {
      const dialog = await openNewGame(ctx.page, g)
      expect(await dialog.innerText()).not.toMatch(/ [:;?!]/)
      expect(await dialog.innerText()).not.toMatch(/\p{L}[:;?!](\s|$)/u)
      await ctx.page.keyboard.press('Escape')
    }
    expect(await bodyText(ctx.page)).not.toMatch(/ [:;?!]/)
    expect(await bodyText(ctx.page)).not.toMatch(/\p{L}[:;?!](\s|$)/u)
    for (const g of GAMES) {
      await gameCard(ctx.page, g).getByRole('button', { name: 'Créer une variante' }).click()
      await ctx.page.waitForSelector('[data-testid="editor-view"]')
      expect(await bodyText(ctx.page), g).not.toMatch(/ [:;?!]/)
      expect(await bodyText(ctx.page), g).not.toMatch(/\p{L}[:;?!](\s|$)/u)
      await ctx.page.getByRole('button', { name: 'Accueil', exact: true }).click()
    }
  })

  it('built-in scenarios have their title and description in French and Japanese (item 20)', async () => {
    await ctx.page.getByRole('heading', { name: 'Scénarios' }).waitFor()
    const fr = await bodyText(ctx.page)
    for (const title of [`Récré${NBSP}!`, 'Route d’été vers le sanctuaire', `Swish${NBSP}: la mare habituelle`])
      expect(fr).toContain(title)
    const dialog = await openNewGame(ctx.page, 'kakekko')
    expect(await dialog.innerText()).toContain(`Scénario${NBSP}: Route d’été vers le sanctuaire`)
    await ctx.page.keyboard.press('Escape')
    await gameCard(ctx.page, 'kakekko').getByRole('button', { name: 'Créer une variante' }).click()
    expect(await ctx.page.getByRole('textbox', { name: 'Titre' }).inputValue()).toBe('Route d’été vers le sanctuaire')
    expect(await ctx.page.getByRole('textbox', { name: 'Description' }).inputValue()).toMatch(
      /^Quatre zones d’un village en été/,
    )
    await ctx.page.getByRole('button', { name: 'Accueil', exact: true }).click()

    await chooseLanguage(ctx.page, 'ja')
    const ja = await bodyText(ctx.page)
    for (const title of ['リセス！', '神社へ向かう夏の道', 'エックストラ', 'スウィッシュ：いつもの池'])
      expect(ja).toContain(title)
    expect(ja).not.toContain('Summer road to the shrine')
  })

  it('no select in any editor is too narrow for its longest choice, in English and French (item 20)', async () => {
    for (const locale of ['en', 'fr'] as const) {
      await chooseLanguage(ctx.page, locale)
      for (const g of GAMES) {
        await gameCard(ctx.page, g).locator('[data-testid="design"]').click()
        await ctx.page.waitForSelector('[data-testid="editor-view"]')
        expect(await crampedSelects(ctx.page), `${locale} ${g}`).toEqual([])
        await ctx.page.getByRole('button', { name: locale === 'en' ? 'Home' : 'Accueil', exact: true }).click()
      }
    }
    expect(ctx.errors).toEqual([])
  })
})

describeApp(
  'the Japanese UI font: bundled, used in Japanese, never fetched in English or French (issue 34, item 5)',
  () => {
    const ctx = appForSuite()
    const FONT = /noto-sans-jp-ui-\d+-[^/]*\.woff2$/

    it('English and French fetch no font; Japanese fetches both weights and draws its texts with them', async () => {
      const { page } = ctx
      const fetched: string[] = []
      page.on('request', (r) => {
        if (FONT.test(new URL(r.url()).pathname)) fetched.push(new URL(r.url()).pathname)
      })
      await page.reload()
      await goHome(page)
      await gameCard(page, 'swish').locator('[data-testid="design"]').click()
      await page.waitForSelector('[data-testid="editor-view"] canvas')
      await goHome(page)
      await chooseLanguage(page, 'fr')
      await page.getByRole('heading', { name: 'Jeux' }).waitFor()
      expect(fetched).toEqual([])
      expect(await page.evaluate(() => document.fonts.size)).toBe(0)

      await chooseLanguage(page, 'ja')
      await page.waitForFunction(() => document.documentElement.classList.contains('ui-font'))
      expect(fetched).toHaveLength(2)
      const faces = await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.status}`))
      expect(faces).toEqual(['"Asobiba Noto Sans JP" 400 loaded', '"Asobiba Noto Sans JP" 700 loaded'])
      // the texts are drawn with the bundled font, whatever Japanese fonts the machine has
      for (const selector of ['.brand span', 'h1', '[data-testid="game-recess"] h2'])
        expect(await fontsOf(page, selector), selector).toEqual([
          expect.objectContaining({ familyName: 'Noto Sans JP', isCustomFont: true }),
        ])
      // and so are the canvases' texts
      expect(await page.evaluate(() => (window.Konva ? new window.Konva.Text({}).fontFamily() : null))).toMatch(
        /^'Asobiba Noto Sans JP'/,
      )
      await chooseLanguage(page, 'en')
      expect(ctx.errors).toEqual([])
    })
  },
)
