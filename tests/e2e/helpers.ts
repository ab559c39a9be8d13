import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest'
import type { Node } from 'konva/lib/Node.js'
import type { Locator, Page } from 'playwright-core'
import type { BaseAction, BaseState, GameId, GameModule } from '../../shared/engine/types.js'
import type { Seat } from '../../shared/formats/envelope.js'
import { GAMES } from '../../shared/games/registry.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { watchErrors } from './browser.js'
import './page-globals.js'

/**
 * What the end-to-end tests share: the app opened once per block, a person's way through it
 * (finding controls by their role and name), games played to their end in the page, and saved
 * games built from the game's own rules for the screens that need a position.
 */

/** starts a game from the home screen with the given seat kinds ('human' or a bot level) */
export async function startGame(page: Page, game: string, kinds: string[]) {
  await page.click(`[data-testid="game-${game}"] [data-testid="new-game"]`)
  await seatAndStart(page, kinds)
}

/** in the New game dialog: one seat of each of `kinds`, the seed fixed, then Start */
export async function seatAndStart(page: Page, kinds: string[]) {
  await page.waitForSelector('[data-testid="new-game-dialog"]')
  const seatRows = page.locator('[data-testid^="seat-"]').filter({ has: page.locator('[data-testid="seat-kind"]') })
  while ((await seatRows.count()) < kinds.length) await page.click('[data-testid="add-seat"]')
  while ((await seatRows.count()) > kinds.length) {
    await seatRows.last().locator('button.ghost').click()
  }
  for (let i = 0; i < kinds.length; i++) {
    await page.locator(`[data-testid="seat-${i}"] [data-testid="seat-kind"]`).selectOption(kinds[i])
  }
  await page.fill('[data-testid="seed"]', '1234')
  await page.click('[data-testid="start-game"]')
  await page.waitForSelector('[data-testid="play-view"]')
}

export async function setBotSpeed(page: Page, speed: 'slow' | 'normal' | 'fast') {
  await page.locator('.controls .speed select').selectOption(speed)
}

/**
 * The action the autosave of the user-data folder `userData` stands at (null: none yet). It is
 * written after each action, a moment after the board shows it: poll it before a reload or a quit.
 */
export async function autosavedAt(userData: string): Promise<number | null> {
  const text = await readFile(join(userData, 'autosave', 'current.save.json'), 'utf8').catch(() => null)
  return text === null ? null : (JSON.parse(text) as { cursor: number }).cursor
}

/** the number of lines of a log (the play view's, or `testid`), as the list states it */
export async function logCount(page: Page, testid = 'log'): Promise<number> {
  return Number(await page.getAttribute(`[data-testid="${testid}"]`, 'data-count'))
}

/**
 * Every line of a log (the play view's, or `testid`). The list draws only the lines in view: this
 * scrolls it through from the top, reading the lines each view draws, then scrolls it back.
 */
export async function logLines(page: Page, testid = 'log'): Promise<string[]> {
  return page.evaluate(async (id) => {
    const box = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
    if (!box) return []
    const count = Number(box.dataset.count)
    const lines = new Map<number, string>()
    const kept = box.scrollTop
    const drawn = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    for (let top = 0; lines.size < count && top <= box.scrollHeight; top += Math.max(1, box.clientHeight)) {
      box.scrollTop = top
      box.dispatchEvent(new Event('scroll'))
      await drawn()
      for (const li of box.querySelectorAll<HTMLElement>('li[data-index]'))
        lines.set(Number(li.dataset.index), li.innerText)
    }
    box.scrollTop = kept
    box.dispatchEvent(new Event('scroll'))
    return Array.from({ length: count }, (_, i) => lines.get(i) ?? '')
  }, testid)
}

/** line `i` of a log (the play view's, or `testid`): the list is scrolled to it */
export async function logLine(page: Page, i: number, testid = 'log'): Promise<string> {
  const box = page.locator(`[data-testid="${testid}"]`)
  await box.evaluate((el, top) => {
    el.scrollTop = top
    el.dispatchEvent(new Event('scroll'))
  }, i * 22) // a line is 22 px high (components/LogList.vue)
  return box.locator(`li[data-index="${i}"]`).innerText()
}

/**
 * Plays the game in the page to its end, or until its log holds `ready.lines` lines. `move` makes
 * the person's next move if there is one and says whether it made one; when there is none, this
 * waits until the page changes (a new line in the log, the end of the game, an element matching
 * `ready.selector`, or a board node named as `ready.node` says), never for a fixed time. Fails
 * after `ms`.
 */
export async function playUntilOver(
  page: Page,
  move: () => Promise<boolean>,
  ready: { selector: string; node?: RegExp; lines?: number },
  ms = 100_000,
) {
  const deadline = Date.now() + ms
  const over = '[data-testid="game-over"]'
  while (!(await page.locator(over).count()) && (await logCount(page)) < (ready.lines ?? Infinity)) {
    const left = deadline - Date.now()
    if (left <= 0) throw new Error(`the game did not end within ${ms} ms`)
    const lines = await page.getAttribute('[data-testid="log"]', 'data-count')
    if (await move()) continue
    await page.waitForFunction(
      ({ lines, selector, node }) => {
        const named = node === null ? null : new RegExp(node)
        return (
          document.querySelector('[data-testid="log"]')?.getAttribute('data-count') !== lines ||
          !!document.querySelector(selector) ||
          (named !== null && !!window.Konva?.stages[0]?.find((n: Node) => named.test(n.name())).length)
        )
      },
      { lines, selector: `${over}, ${ready.selector}`, node: ready.node?.source ?? null },
      { timeout: left },
    )
  }
}

/**
 * A person's plain moves, as `playUntilOver` takes them: Exxtra places a pair on the last rung
 * offered, else rolls; Kakekko rolls, keeps its roll, and ends its turn where it stands. A button
 * seen a moment ago may be gone when clicked (a bot moved on): the move is tried again next round.
 */
export const PLAIN_MOVES: Record<'exxtra' | 'kakekko', { move(page: Page): Promise<boolean>; ready: string }> = {
  exxtra: {
    async move(page) {
      const place = page.locator('[data-testid^="exxtra-place-"]:not([disabled])')
      const roll = page.locator('[data-testid="exxtra-roll"]:not([disabled])')
      const button = (await place.count()) ? place.last() : (await roll.count()) ? roll : null
      return button
        ? button.click({ timeout: 1500 }).then(
            () => true,
            () => true,
          )
        : false
    },
    ready: '[data-testid="exxtra-roll"]:not([disabled]), [data-testid^="exxtra-place-"]:not([disabled])',
  },
  kakekko: {
    async move(page) {
      for (const id of ['roll', 'raise-0', 'end']) {
        const button = page.locator(`[data-testid="${id}"]`)
        if (await button.count())
          return button.click({ timeout: 1500 }).then(
            () => true,
            () => true,
          )
      }
      return false
    },
    ready: '[data-testid="roll"], [data-testid="raise-0"], [data-testid="end"]',
  },
}

/** waits until the page has drawn two more frames: what a change asked for is then on screen */
export async function frames(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
}

/**
 * Reads `read` until two reads in a row agree (and are not `unset`), and returns that value: for
 * a screen still being laid out or drawn, waits until it has settled instead of for a fixed time.
 */
export async function settled<T>(read: () => Promise<T>, unset?: T): Promise<T> {
  let last: T | undefined = unset
  await expect
    .poll(async () => {
      const now = await read()
      const same = now !== unset && JSON.stringify(now) === JSON.stringify(last)
      last = now
      return same
    })
    .toBe(true)
  return last as T
}

/** waits until the game is over, failing after `ms` */
export async function waitGameOver(page: Page, ms = 90_000) {
  await page.waitForSelector('[data-testid="game-over"]', { timeout: ms })
  expect(await page.locator('[data-testid="game-over"]').isVisible()).toBe(true)
}

/**
 * A describe block of tests that drive the app: skipped where it cannot run (no Electron binary
 * and no Chromium), the reason printed once by global-setup.ts.
 */
export const describeApp = describe.skipIf(appMissing() !== null)

/**
 * Opens the app once for a describe block and closes it after: `ctx.page`, `ctx.app` and
 * `ctx.errors` (uncaught page and console errors) are set before the first test runs, and before
 * the block's own `beforeAll`. `initScript` runs in the page before any of its scripts.
 */
export function appForSuite(opts: { locales?: string[]; initScript?: () => void } = {}) {
  const ctx = {} as { app: TestApp; page: Page; errors: string[] }
  beforeAll(async () => {
    ctx.app = await openApp({
      baseUrl: inject('baseUrl'),
      locales: opts.locales ?? ['en'],
      initScript: opts.initScript,
    })
    ctx.page = ctx.app.page
    ctx.errors = watchErrors(ctx.page)
  })
  // a failed test prints what the page reported so far: a timeout alone does not say why the page never showed what was awaited
  // and what it showed: the view it was on and its text
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return
    if (ctx.errors?.length) console.log(`[page errors] ${task.name}:\n${ctx.errors.join('\n')}`)
    const shown = await ctx.page
      ?.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 1500))
      .catch((e: unknown) => `(unreadable: ${String(e)})`)
    console.log(`[page text] ${task.name}: ${shown}`)
  })
  afterAll(async () => {
    await ctx.app?.close()
  })
  return ctx
}

export const LANGUAGE_NAME = { en: 'English', ja: '日本語', fr: 'Français' } as const

/** picks the app's language in the top bar, as a person would */
export async function chooseLanguage(page: Page, locale: keyof typeof LANGUAGE_NAME) {
  await page.getByRole('combobox', { name: /Language|言語|Langue/ }).selectOption({ label: LANGUAGE_NAME[locale] })
  // a language's texts are downloaded the first time it is chosen: the page shows it once they are there
  await page.waitForFunction((l) => document.documentElement.lang === l, locale)
}

/** the home screen's card of a game */
export function gameCard(page: Page, game: GameId): Locator {
  return page.locator(`[data-testid="game-${game}"]`)
}

/** opens the New game dialog of a game from its card */
export async function openNewGame(page: Page, game: GameId): Promise<Locator> {
  await gameCard(page, game)
    .getByRole('button', { name: /New game|新しいゲーム|Nouvelle partie/ })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  return dialog
}

/** the accessible name of the element that has the focus, and whether it lies inside `within` */
export async function focused(page: Page, within: Locator): Promise<{ name: string; inside: boolean }> {
  const handle = await within.elementHandle()
  return page.evaluate((root) => {
    const el = document.activeElement as HTMLElement | null
    const name = el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? el?.tagName ?? ''
    return { name, inside: !!el && !!root && root.contains(el) }
  }, handle)
}

/** a legal opening played with the game's own rules: `pick` chooses among the legal actions */
export function playOut<S extends BaseState, A extends BaseAction, R, B>(
  module: GameModule<S, A, R, B>,
  seats: number,
  seed: number,
  pick: (state: S, legal: A[], step: number) => A | null,
  maxSteps = 500,
): { module: GameModule<S, A, R, B>; states: S[]; actions: A[] } {
  let state = module.setup(module.defaultScenario, seats, seed)
  const states = [state]
  const actions: A[] = []
  for (let step = 0; step < maxSteps; step++) {
    const a = pick(state, module.legalActions(state), step)
    if (!a) break
    state = module.apply(state, a)
    actions.push(a)
    states.push(state)
  }
  return { module, states, actions }
}

/** writes a saved game to the test's user folder and opens it through Open a file… */
export async function openSave(
  app: TestApp,
  name: string,
  game: GameId,
  seats: Seat[],
  seed: number,
  actions: BaseAction[],
) {
  const path = join(app.userData, name)
  const save = {
    format: 'asobiba.save',
    version: 1,
    scenario: GAMES[game].defaultScenario,
    seats,
    seed,
    actions,
    cursor: actions.length,
    savedAt: new Date().toISOString(),
  }
  await writeFile(path, JSON.stringify(save))
  await app.dialog.nextOpen(path)
  await app.page.getByRole('button', { name: /Open a file|ファイルを開く|Ouvrir un fichier/ }).click()
  await app.page.waitForSelector('[data-testid="play-view"]')
  // the board and the panel are parts of their own, loaded the first time they are shown: the
  // play view can be there a moment before them (in the page, not always visible: a panel may be
  // empty at the start of a replay)
  await app.page.waitForSelector(`[data-testid="${game}-panel"]`, { state: 'attached' })
  await app.page.waitForSelector('[data-testid="play-view"] canvas', { state: 'attached' })
  // a large board is built in a few tasks and shown whole (useBoardFrame's stages)
  await app.page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid$="-board"] canvas')].every((c) =>
      c.checkVisibility({ visibilityProperty: true }),
    ),
  )
}

export const SEATS: Seat[] = [
  { name: 'Ann', colour: '#d55e00' },
  { name: 'Bob', colour: '#0072b2' },
  { name: 'Cleo', colour: '#009e73' },
]

/** page coordinates of cell (r, c) of the Recess editor's canvas (the playground is centred, cells even) */
export async function recessCell(page: Page, r: number, c: number, w = 12, h = 12) {
  const box = (await page
    .getByRole('application', { name: /playground/i })
    .locator('canvas')
    .first()
    .boundingBox())!
  const margin = 26
  const cell = Math.floor(Math.min((box.width - 2 * margin) / w, (box.height - 2 * margin) / h))
  const ox = box.x + (box.width - cell * w) / 2
  const oy = box.y + (box.height - cell * h) / 2
  return { x: ox + (c + 0.5) * cell, y: oy + (r + 0.5) * cell }
}
