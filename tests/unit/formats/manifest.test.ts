import { describe, expect, it } from 'vitest'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { GAMES } from '../../../shared/games/registry.js'
import { gameTexts, isGameId, MANIFEST } from '../../../shared/games/manifest.js'
import { GAME_MESSAGES } from '../../../shared/games/messages.js'
import { CORE_MESSAGES, LOCALES } from '../../../shared/i18n/core.js'
import { MESSAGES } from '../../../shared/i18n/index.js'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import { checkScenarioWith } from '../../../shared/formats/scenarioCheck.js'

/**
 * The home screen reads each game's manifest and the games load on first use. These tests hold the
 * manifests, and what they load, to the full registry, so neither can drift from it.
 */
describe('the games’ manifests', () => {
  it('has every game, with the seat limits and the built-in scenario’s texts and player range of its module', () => {
    expect(Object.keys(MANIFEST).sort()).toEqual([...GAME_IDS].sort())
    for (const id of GAME_IDS) {
      const game = GAMES[id]
      const m = MANIFEST[id]
      expect(m.id, id).toBe(id)
      expect(m.seatLimits, id).toEqual(game.seatLimits)
      const { title, author, description } = game.defaultScenario.meta
      expect(m.defaultScenario.meta, id).toEqual({ title, author, description })
      expect(m.defaultScenario.players, id).toEqual(game.defaultScenario.players)
    }
  })

  it('names every game in Japanese, English and French in the first-load catalogue', () => {
    for (const locale of LOCALES)
      for (const id of GAME_IDS) {
        const games = CORE_MESSAGES[locale].games as Record<string, { name?: unknown }>
        expect(typeof games[id]?.name, `${locale} ${id}`).toBe('string')
        expect((games[id].name as string).length, `${locale} ${id}`).toBeGreaterThan(0)
      }
  })

  it('tells known game ids from other strings, prototype names included', () => {
    for (const id of GAME_IDS) expect(isGameId(id)).toBe(true)
    for (const x of ['chess', '', 'constructor', '__proto__', 'toString', 3, null]) expect(isGameId(x)).toBe(false)
  })

  it('loads, for each game, the very module the registry holds', async () => {
    for (const id of GAME_IDS) expect(await MANIFEST[id].module()).toBe(GAMES[id])
  })

  it('loads every game text file of the whole catalogue with some game, its own texts with it', async () => {
    const loaded = await Promise.all(GAME_IDS.map(gameTexts))
    const sources = new Set(loaded.flat())
    expect(sources.size).toBe(GAME_MESSAGES.length)
    for (const m of GAME_MESSAGES) expect(sources.has(m)).toBe(true)
    GAME_IDS.forEach((id, i) => {
      expect(
        loaded[i].some((m) => Object.keys(m.en).includes(id)),
        `${id}: its own texts`,
      ).toBe(true)
      // a game loads no other game's texts
      const others = GAME_IDS.filter((o) => o !== id)
      expect(
        loaded[i].flatMap((m) => Object.keys(m.en)).filter((k) => others.includes(k as never)),
        id,
      ).toEqual([])
    })
    // the whole catalogue is the first-load one plus these (MESSAGES is what main and the tests read)
    expect(Object.keys(MESSAGES.en).sort()).toEqual(
      [...new Set([...Object.keys(CORE_MESSAGES.en), ...GAME_MESSAGES.flatMap((m) => Object.keys(m.en))])].sort(),
    )
  })

  it('checks a scenario with a module lookup exactly as the registry’s check does', () => {
    const lookup = (id: string) => (isGameId(id) ? GAMES[id] : undefined)
    for (const id of GAME_IDS) {
      const sc = GAMES[id].defaultScenario
      const broken = { ...sc, meta: { ...sc.meta, title: '' }, players: { min: 1, max: 99 } }
      for (const input of [sc, broken, { ...sc, game: 'chess' }, null, { format: 'asobiba.save' }])
        expect(checkScenarioWith(lookup, input), id).toEqual(checkScenario(input))
    }
    expect(checkScenarioWith(() => undefined, GAMES.recess.defaultScenario)).toMatchObject({
      ok: false,
      problems: [{ path: 'game', reason: { key: 'format.unknownGame' } }],
    })
  })
})
