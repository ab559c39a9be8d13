import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { Scenario } from '../../shared/engine/types.js'
import { loadSave } from '../../shared/formats/loadFile.js'
import { GAMES } from '../../shared/games/registry.js'
import { parseJoin } from '../../shared/net/links.js'
import { desktopLink, encodePayload } from '../../shared/share/codec.js'
import { CSP } from '../../src-main/csp.js'
import { browserMissing, launch as launchBrowser, watchErrors } from '../e2e/browser.js'
import { autosavedAt, logLines, setBotSpeed } from '../e2e/helpers.js'
import { freePort, listening } from '../support/serverProcess.js'
import { DESKTOP_MODE, launchDesktop, ROOT, type Desktop } from './desktop.js'

/**
 * The journeys of issue 19 through the desktop app, in order, as one person would, and hosting a
 * network table (issue 36) that a second person joins from a browser: on the real Electron app
 * where it exists, else in the browser variant (tests/electron/desktop.ts).
 */
const electron = DESKTOP_MODE === 'electron'
const missing = electron ? null : browserMissing()

/** starts `game` from the home screen: seat 0 a person called Human, the others bots called Robo… */
async function startWithBots(page: Page, game: string, bots: number) {
  await page.click(`[data-testid="game-${game}"] [data-testid="new-game"]`)
  await page.waitForSelector('[data-testid="new-game-dialog"]')
  const rows = page.locator('[data-testid^="seat-"]').filter({ has: page.locator('[data-testid="seat-kind"]') })
  while ((await rows.count()) < bots + 1) await page.click('[data-testid="add-seat"]')
  while ((await rows.count()) > bots + 1) await rows.last().locator('button.ghost').click()
  for (let i = 0; i <= bots; i++) {
    await page.locator(`[data-testid="seat-${i}"] [data-testid="seat-name"]`).fill(i === 0 ? 'Human' : `Robo${i}`)
    await page.locator(`[data-testid="seat-${i}"] [data-testid="seat-kind"]`).selectOption(i === 0 ? 'human' : 'easy')
  }
  await page.fill('[data-testid="seed"]', '4321')
  await page.click('[data-testid="start-game"]')
  await page.waitForSelector('[data-testid="play-view"]')
  await setBotSpeed(page, 'fast')
}

/** one legal move of the person, by each game's own controls */
const HUMAN_MOVE: Record<string, { bots: number; move(page: Page): Promise<void> }> = {
  exxtra: {
    bots: 2,
    async move(page) {
      await page.click('[data-testid="exxtra-roll"]:not([disabled])')
      const place = page.locator('[data-testid^="exxtra-place-"]:not([disabled])').first()
      await place.waitFor({ timeout: 10_000 })
      await place.click()
    },
  },
  kakekko: {
    bots: 1,
    move: (page) => page.click('[data-testid="roll"]'),
  },
  recess: {
    bots: 2,
    // passing the whole turn is one of the person's legal moves
    move: (page) => page.click('[data-testid="recess-pass"]:not([disabled])'),
  },
  swish: {
    bots: 1,
    async move(page) {
      // setup runs in reverse seat order: the bot has placed its fish; now a bone and a place
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="log"] li')].some((li) => li.textContent?.includes('Robo1')),
      )
      await page.focus('[data-testid="swish-board"]')
      for (const key of ['ArrowRight', 'ArrowDown', 'Enter']) await page.keyboard.press(key)
      // then the first turn (seat order again): one straight step, then stop
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="log"] li')].some((li) => li.textContent?.includes('Human took')),
      )
      for (const key of ['Enter', 's']) await page.keyboard.press(key)
    },
  },
}

/**
 * The network client's MessagePack reader (@colyseus/msgpackr) asks once, when it loads, whether
 * it may compile code (`new Function('')`); the CSP refuses, as it should, and it reads without.
 */
const msgpackProbe = (error: string) => /^csp-violation: script-src eval at \S*\/client-[\w-]+\.js:/.test(error)

/** true once a bot's line follows the person's last line in the log */
async function botAnswered(page: Page): Promise<boolean> {
  const lines = await logLines(page)
  const mine = lines.findLastIndex((l) => l.includes('Human'))
  return mine >= 0 && lines.slice(mine + 1).some((l) => l.includes('Robo'))
}

describe.skipIf(missing)(`the desktop app, as a person uses it (${DESKTOP_MODE} route)`, () => {
  const baseUrl = inject('baseUrl')
  let desktop: Desktop
  let files: string
  let scenarioPath: string
  let savePath: string
  /** the log of the game saved with Save As, as the page showed it */
  let linesAtSave: string[] = []
  let linesBeforeQuit: string[]

  beforeAll(async () => {
    files = await mkdtemp(join(tmpdir(), 'asobiba-journey-files-'))
    const scenario = JSON.parse(
      await readFile(join(ROOT, 'resources/scenarios/exxtra.scenario.json'), 'utf8'),
    ) as Scenario
    scenario.meta.title = 'Command-line race'
    scenarioPath = join(files, 'race.asobiba-scenario')
    await writeFile(scenarioPath, JSON.stringify(scenario))
    savePath = join(files, 'kept.asobiba-save')
    desktop = await launchDesktop({ baseUrl })
  })
  afterAll(async () => {
    await desktop?.quit().catch(() => undefined)
    await desktop?.dispose()
    await rm(files, { recursive: true, force: true })
  })

  it('serves the UI under the CSP, with no console error and no CSP violation', async () => {
    const { page } = desktop
    await page.waitForSelector('[data-testid="game-exxtra"]')
    if (electron) {
      expect(page.url()).toBe('app://asobiba/index.html')
      const header = await page.evaluate(async () =>
        (await fetch(location.href)).headers.get('content-security-policy'),
      )
      expect(header).toBe(CSP)
    } else {
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
      expect(meta).toContain("script-src 'self'")
    }
    expect(desktop.errors).toEqual([])
  })

  it('shows the four games on the home screen', async () => {
    const cards = await desktop.page.locator('[data-testid^="game-"] h2').allInnerTexts()
    expect(cards).toEqual(expect.arrayContaining(['Recess!', 'Kakekko', 'Exxtra', 'Swish']))
    expect(cards).toHaveLength(4)
  })

  for (const game of ['exxtra', 'kakekko', 'recess', 'swish']) {
    it(`starts ${game} with a bot, makes a legal move, and the bot answers`, async () => {
      const { page } = desktop
      await page.click('.brand')
      await page.waitForSelector('[data-testid="game-exxtra"]')
      await startWithBots(page, game, HUMAN_MOVE[game].bots)
      await HUMAN_MOVE[game].move(page)
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="log"] li')].some((li) => li.textContent?.includes('Human')),
      )
      await expect.poll(() => botAnswered(page), { timeout: 30_000 }).toBe(true)
    })
  }

  it('saves the game with Save As through the (stubbed) native dialog', async () => {
    const { page } = desktop
    await desktop.nextSave(join(files, 'kept'))
    await desktop.menu('saveAs')
    await page.waitForSelector('[data-testid="notice"]')
    // the name came back without its extension: the file got it
    const saved = loadSave(await readFile(savePath, 'utf8'))
    expect(saved.ok).toBe(true)
    if (saved.ok) expect(saved.value.save.scenario.game).toBe('swish')
    // the log is only ever added to: its first lines are the saved game's, even if the bot has moved since
    if (saved.ok) linesAtSave = (await logLines(page)).slice(0, saved.value.save.cursor)
  })

  it('quits with a game in progress, then a relaunch offers it again at the same action', async () => {
    const { page } = desktop
    await page.click('.brand')
    await startWithBots(page, 'exxtra', HUMAN_MOVE.exxtra.bots)
    await HUMAN_MOVE.exxtra.move(page)
    await page.waitForSelector('[data-testid="exxtra-roll"]:not([disabled])', { timeout: 30_000 })
    linesBeforeQuit = await logLines(page)
    // the last action is on disk a moment after the board shows it: what a relaunch can offer
    await expect.poll(() => autosavedAt(desktop.userData)).toBe(linesBeforeQuit.length)
    expect(desktop.errors).toEqual([])
    if (electron) {
      // nothing unsaved is lost (the game is autosaved after every action), so no prompt stops the quit
      expect(await desktop.closeWindow(1)).toEqual({ prompts: [], closed: true })
    }
    await desktop.quit()

    desktop = await launchDesktop({ baseUrl, userData: desktop.userData, args: [scenarioPath], cwd: files })
    const relaunched = desktop.page
    // the scenario named on the command line opens first, in the new-game dialog
    await relaunched.waitForSelector('[data-testid="new-game-dialog"]')
    expect(await relaunched.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Command-line race')
    // Cancel (the dialog's actions begin with "Edit this scenario" for a scenario from a file)
    await relaunched.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click()

    await relaunched.waitForSelector('[data-testid="recovered"]')
    await relaunched.click('[data-testid="resume"]')
    await relaunched.waitForSelector('[data-testid="play-view"]')
    expect(await logLines(relaunched)).toEqual(linesBeforeQuit)
  })

  it('hands a file of a second launch to the running app', async () => {
    const { page } = desktop
    await page.click('.brand')
    await page.waitForSelector('[data-testid="game-exxtra"]')
    await desktop.secondLaunch([savePath], files)
    await page.waitForSelector('[data-testid="play-view"]')
    await page.waitForSelector('[data-testid="swish-board"]')
    const saved = JSON.parse(await readFile(savePath, 'utf8')) as { cursor: number }
    // the game goes on from the saved action: a bot on turn there may already have moved
    await expect.poll(async () => (await logLines(page)).length).toBeGreaterThanOrEqual(saved.cursor)
    expect((await logLines(page)).slice(0, saved.cursor)).toEqual(linesAtSave)
  })

  it('takes an asobiba: link like a file, and says plainly why a link of no known format does not open', async () => {
    const { page } = desktop
    await desktop.secondLaunch(['asobiba://open#s=eJyrVkrLz1eyUkpKLFKqBQA'], files)
    const problems = page.getByTestId('file-problems')
    await problems.waitFor({ timeout: 15_000 })
    expect(await problems.innerText()).toContain('this is not an Asobiba share link')
    await page.keyboard.press('Escape')
    await problems.waitFor({ state: 'detached' })
    // the game in play is left as it was
    expect(await page.locator('[data-testid="swish-board"]').count()).toBe(1)
    // a real link (issue 20): handed to the page, decoded and checked by its loader worker, offered as a new game
    const scenario = {
      ...GAMES.exxtra.defaultScenario,
      meta: { ...GAMES.exxtra.defaultScenario.meta, title: 'Ladder by link' },
    }
    await desktop.secondLaunch([desktopLink(encodePayload(scenario))], files)
    const dialog = page.getByTestId('new-game-dialog')
    await dialog.waitFor({ timeout: 15_000 })
    expect(await dialog.innerText()).toContain('Ladder by link')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('hosts a table on this computer: a second player joins by its web link and sits, and Stop hosting closes the port', async () => {
    const { page } = desktop
    await page.click('.brand')
    await page.click('[data-testid="play-online"]')
    const port = await freePort()
    await page.fill('[data-testid="host-port"]', String(port))
    await page.click('[data-testid="host-game"]')
    // the page reloads once to be allowed to reach the new server, then makes the table there
    const lobby = page.getByTestId('lobby')
    // a wait on the server's start, not a speed limit: beside the browser tests and the lint on 2
    // busy cores it once took more than 30 s
    await lobby.or(page.getByTestId('online-error')).waitFor({ timeout: 90_000 })
    expect(await page.getByTestId('online-error').allInnerTexts()).toEqual([])
    const code = (await page.getByTestId('room-code').innerText()).trim()
    const web = page.getByTestId('web-join-link')
    await expect.poll(() => web.inputValue()).toMatch(/^http:/)
    const link = await web.inputValue()
    // the link leads to this computer's server, on the chosen port, and names the room and the server
    const at = new URL(link)
    expect(at.port).toBe(String(port))
    expect(parseJoin(link)).toEqual({ room: code, server: `ws://${at.host}` })
    await expect
      .poll(() => page.getByTestId('join-qr').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await page.fill('[data-testid="player-name"]', 'Hana')
    await page.click('[data-testid="lobby-seat-0"] [data-testid="sit"]')
    await page.waitForSelector('[data-testid="seated"]')

    // another person, in a browser of their own: the web edition, served by the hosted server itself
    const other = await launchBrowser()
    try {
      const guest = await (await other.newContext()).newPage()
      const guestErrors = watchErrors(guest)
      await guest.goto(link)
      await guest.getByTestId('lobby').waitFor({ timeout: 20_000 })
      expect(new URL(guest.url()).origin).toBe(at.origin)
      expect((await guest.getByTestId('room-code').innerText()).trim()).toBe(code)
      await guest.fill('[data-testid="player-name"]', 'Guest')
      await guest.click('[data-testid="lobby-seat-1"] [data-testid="sit"]')
      await guest.waitForSelector('[data-testid="seated"]')
      const seat = page.locator('[data-testid="lobby-seat-1"][data-status="connected"]')
      await seat.waitFor()
      expect(await seat.innerText()).toContain('Guest')
      expect(guestErrors).toEqual([])
    } finally {
      await other.close()
    }

    await lobby.getByTestId('stop-hosting').click()
    // back at Play online, hosting nothing (the line that says so goes once the server has stopped)
    await page.getByTestId('host-form').waitFor()
    await page.getByTestId('hosting').waitFor({ state: 'detached' })
    await expect.poll(() => listening(port), { timeout: 20_000 }).toBe(false)
    expect(desktop.errors.filter((e) => !msgpackProbe(e))).toEqual([])
  })

  it('asks before closing over an edited scenario, and Cancel keeps the window', async () => {
    const { page } = desktop
    await page.click('.brand')
    await page.click('[data-testid="game-kakekko"] [data-testid="design"]')
    await page.fill('[data-testid="meta-title"]', 'Half-made board')
    if (!electron) {
      // what the prompt depends on: main has been told there are unsaved changes
      await expect.poll(() => desktop.dirty()).toBe(true)
      return
    }
    const cancelled = await desktop.closeWindow(1)
    expect(cancelled.prompts).toEqual(['The scenario you are editing has unsaved changes.'])
    expect(cancelled.closed).toBe(false)
    expect(await page.locator('[data-testid="meta-title"]').inputValue()).toBe('Half-made board')
    const discarded = await desktop.closeWindow(0)
    expect(discarded).toEqual({ prompts: ['The scenario you are editing has unsaved changes.'], closed: true })
  })
})
