import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GameModule, Scenario } from '../../../shared/engine/types.js'
import { LIMITS, SAVE_FORMAT, SAVE_VERSION, type SavedGame } from '../../../shared/formats/envelope.js'
import { actionBound, FALLBACK_ACTIONS, loadSave } from '../../../shared/formats/loadFile.js'
import { serializeSave, summaryOf } from '../../../shared/formats/save.js'
import { GAMES } from '../../../shared/games/registry.js'
import type { LibraryEntry } from '../../../shared/ipc.js'
import { createHandlers } from '../../../src-main/handlers.js'
import { createTestHost } from '../../support/testHost.js'
import { dawdle } from '../../support/longGames.js'

/**
 * Defect 1 of the files issue: a save the app wrote must open again. Each game is played to its
 * stated bound or to its end (by a player who makes it last), autosaved and stored through the
 * real main-process handlers, listed, and reopened: the loader accepts it and replays it to the
 * very same state.
 */
const games = Object.values<GameModule>(GAMES)
const COLOURS = ['#d55e00', '#0072b2', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#f0e442', '#000000']

function saveOf(scenario: Scenario, seats: number, seed: number, actions: SavedGame['actions']): SavedGame {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario,
    seats: Array.from({ length: seats }, (_, i) => ({
      name: `Seat ${i + 1}`,
      colour: COLOURS[i],
      ...(i % 2 ? { bot: 'easy' as const } : {}),
    })),
    seed,
    actions,
    cursor: actions.length,
    savedAt: new Date(Date.UTC(2026, 10, 24)).toISOString(),
  }
}

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'asobiba-roundtrip-'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('whatever the app writes it reads back', () => {
  it('the generic cap on a log is never below a game’s stated bound (every game, every seat count)', () => {
    for (const game of games) {
      const sc = game.defaultScenario
      for (let seats = sc.players.min; seats <= sc.players.max; seats++) {
        const bound = actionBound(game, sc, seats)
        expect(bound, `${game.id} at ${seats}`).toBeLessThanOrEqual(LIMITS.actions)
        expect(bound, `${game.id} at ${seats}`).toBe(game.maxActions(sc, seats))
      }
    }
  })

  it('a bound that is not a finite number is held to the generic cap', () => {
    const unbounded: GameModule = { ...games[0], maxActions: () => Infinity }
    expect(actionBound(unbounded, unbounded.defaultScenario, 2)).toBe(FALLBACK_ACTIONS)
  })

  for (const game of games) {
    const sc = game.defaultScenario
    for (const seats of new Set([sc.players.min, sc.players.max])) {
      it(`${game.id}, ${seats} seats: played to its bound or its end, autosaved, stored, listed and reopened`, async () => {
        const bound = actionBound(game, sc, seats)
        const seed = 1000 + seats
        const { actions, over } = dawdle(game, sc, seats, seed, bound)
        expect(actions.length).toBeLessThanOrEqual(bound)
        if (!over) expect(actions.length, 'a game that did not end reached its bound').toBe(bound)
        const save = saveOf(sc, seats, seed, actions as SavedGame['actions'])
        const text = serializeSave(save)
        expect(Buffer.byteLength(text), 'the save fits the file limit').toBeLessThanOrEqual(LIMITS.fileBytes)

        const userData = await mkdtemp(join(root, `${game.id}-`))
        const main = createHandlers(createTestHost(userData).host)
        expect(await main.handlers.writeAutosave({ text })).toEqual({ ok: true, value: undefined })
        const auto = (await main.handlers.readAutosave(undefined)) as string
        const stored = (await main.handlers.storeSave({ name: `${game.id} long game`, text })) as {
          value: { path: string }
        }
        const listed = (await main.handlers.listLibrary(undefined)) as LibraryEntry[]
        expect(listed.map((e) => e.info)).toEqual([{ save: summaryOf(save) }])
        const reopened = (await main.handlers.openFile({ path: stored.value.path })) as { value: { text: string } }

        for (const copy of [auto, reopened.value.text]) {
          expect(copy).toBe(text)
          const loaded = loadSave(copy)
          expect(loaded.ok, loaded.ok ? '' : JSON.stringify(loaded.problems.slice(0, 3))).toBe(true)
          if (!loaded.ok) return
          expect(loaded.value.stoppedAt).toBeNull()
          expect(loaded.value.replayed.log).toHaveLength(actions.length)
          let s = game.setup(sc, seats, seed)
          for (const a of actions) s = game.apply(s, a)
          expect(loaded.value.replayed.states.at(-1)).toEqual(s)
        }
      })
    }
  }

  it('a log longer than the game’s bound is refused before any replay, with both numbers', () => {
    for (const game of games) {
      const sc = game.defaultScenario
      const seats = sc.players.min
      const bound = actionBound(game, sc, seats)
      if (bound >= LIMITS.actions) continue
      const save = saveOf(
        sc,
        seats,
        1,
        Array.from({ length: bound + 1 }, () => ({ t: 'x' })),
      )
      const res = loadSave(serializeSave(save))
      expect(res.ok).toBe(false)
      if (!res.ok)
        expect(res.problems).toEqual([
          { path: 'actions', reason: { key: 'format.tooManyActions', params: { n: bound + 1, max: bound } } },
        ])
    }
    // above the generic cap: refused before the schema looks at each action
    const sc = games[0].defaultScenario
    const huge = { ...saveOf(sc, sc.players.min, 1, []), actions: new Array(LIMITS.actions + 1).fill(0) }
    const t0 = performance.now()
    const res = loadSave(JSON.stringify(huge))
    expect(performance.now() - t0).toBeLessThan(2000)
    expect(res.ok).toBe(false)
    if (!res.ok)
      expect(res.problems[0]).toMatchObject({
        path: 'actions',
        reason: { key: 'format.tooManyActions', params: { max: LIMITS.actions } },
      })
  })
})
