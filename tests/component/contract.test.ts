import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { chooseAction } from '../../shared/ai/choose.js'
import { GAME_IDS, type GameId, type GameModule } from '../../shared/engine/types.js'
import { loadScenario } from '../../shared/formats/loadFile.js'
import type { BotLevel } from '../../shared/formats/envelope.js'
import { GAMES } from '../../shared/games/registry.js'
import { LOCALES } from '../../shared/i18n/index.js'
import { CATALOGUE } from '../../src-renderer/catalogue.js'
import { PLUGINS } from '../../src-renderer/games/registry.js'
import { loadPart } from '../../src-renderer/games/parts.js'
import { mountIn } from './support/mount.js'
import { inView } from './support/view.js'

/**
 * The contract every game keeps with the app: one walk over each game checks that each part it must
 * plug in is there and works. A game missing from a registry is already a type error; this finds a
 * part that is present but broken.
 */
const SCENARIOS = resolve(import.meta.dirname, '../../resources/scenarios')
const LEVELS: BotLevel[] = ['random', 'easy', 'normal', 'hard']
const seats = ['Aki', 'Bea', 'Cyd', 'Dov', 'Eli', 'Fay', 'Gus', 'Hal'].map((name, i) => ({
  name,
  colour: `#00000${i}`,
}))

type Tree = { [k: string]: string | Tree }
const keysOf = (t: Tree, p = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [p + k] : keysOf(v, `${p}${k}.`)))
const lookup = (t: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((n, k) => (n as Tree | undefined)?.[k], t)

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe.each(GAME_IDS)('the %s game keeps the contract', (id: GameId) => {
  const game: GameModule = GAMES[id]
  const plugin = PLUGINS[id]
  const sc = game.defaultScenario
  const n = Math.max(sc.players.min, game.seatLimits.min)
  const state = game.setup(sc, n, 7)
  // the parts load when first used (src-renderer/games/parts.ts): load them before mounting
  beforeAll(
    () => Promise.all([plugin.Board, plugin.Panel ?? plugin.Board, plugin.Editor, plugin.Thumbnail].map(loadPart)),
    60_000,
  )

  it('has its rules under its own id, with every function of the contract', () => {
    expect(game.id).toBe(id)
    expect(plugin.id).toBe(id)
    for (const fn of ['check', 'setup', 'toAct', 'legalActions', 'explain', 'apply', 'result', 'describe'] as const) {
      expect(typeof game[fn], fn).toBe('function')
    }
    expect(game.legalActions(state).length).toBeGreaterThan(0)
    expect(game.toAct(state)).not.toBeNull()
  })

  it('its schemas accept its own default scenario and first action', () => {
    expect(game.rulesSchema.safeParse(sc.rules).success).toBe(true)
    expect(game.boardSchema.safeParse(sc.board).success).toBe(true)
    expect(game.actionSchema.safeParse(game.legalActions(state)[0]).success).toBe(true)
  })

  it('its default and built-in scenarios load and pass check()', () => {
    const files = readdirSync(SCENARIOS).filter((f) => f.endsWith('.json'))
    const mine = files.flatMap((f) => {
      const loaded = loadScenario(readFileSync(join(SCENARIOS, f), 'utf8'))
      expect(loaded.ok, f).toBe(true)
      return loaded.ok && loaded.value.game === id ? [loaded.value] : []
    })
    expect(mine.length).toBeGreaterThan(0)
    for (const s of [sc, ...mine]) expect(game.check(s)).toEqual([])
    expect(loadScenario(JSON.stringify(sc)).ok).toBe(true)
  })

  it('its board and panel, its editor and its thumbnail mount', async () => {
    const table = inView(plugin.Board, ...(plugin.Panel ? [plugin.Panel] : []))
    wrapper = mountIn(table, {
      scenario: sc,
      state,
      seats: seats.slice(0, n),
      interactive: true,
      lastAction: null,
      previous: null,
    })
    await flushPromises()
    expect(wrapper.find(`[data-testid="${id}-board"]`).exists()).toBe(true)
    if (plugin.Panel) expect(wrapper.find(`[data-testid="${id}-panel"]`).exists()).toBe(true)
    wrapper.unmount()
    wrapper = mountIn(plugin.Editor, { scenario: sc, problems: [], focusPath: null })
    await flushPromises()
    expect(wrapper.find(`[data-testid="${id}-editor"]`).exists()).toBe(true)
    wrapper.unmount()
    wrapper = mountIn(plugin.Thumbnail, { scenario: sc, width: 120, height: 80 })
    expect(wrapper.find('canvas').exists()).toBe(true)
  })

  it.each(LEVELS)('its bot at level %s returns a legal action', (level) => {
    const action = chooseAction(game, state, level, 11)
    expect(game.explain(state, action)).toBeNull()
  })

  it('its name, blurb, rule text, texts and keys are written in ja, en and fr', () => {
    for (const locale of LOCALES) {
      const cat = CATALOGUE[locale] as Tree
      expect(lookup(cat, `games.${id}.name`), locale).toBeTypeOf('string')
      expect(lookup(cat, `games.${id}.blurb`), locale).toBeTypeOf('string')
      const summary = lookup(cat, `${id}.summary`)
      expect(summary, `${locale} ${id}.summary`).toBeTruthy()
      for (const row of [...Object.values(plugin.keys.board), ...Object.values(plugin.keys.editor ?? {})]) {
        expect(lookup(cat, row.label), `${locale} ${row.label}`).toBeTypeOf('string')
      }
    }
    const en = keysOf((CATALOGUE.en as Tree)[id] as Tree)
    for (const locale of ['ja', 'fr'] as const)
      expect(keysOf((CATALOGUE[locale] as Tree)[id] as Tree), locale).toEqual(en)
  })
})

describe('the whole catalogue', () => {
  it('has every message in all three languages, none empty', () => {
    const en = keysOf(CATALOGUE.en).sort()
    for (const locale of LOCALES) {
      const keys = keysOf(CATALOGUE[locale]).sort()
      expect(keys, locale).toEqual(en)
      for (const k of keys)
        expect((lookup(CATALOGUE[locale] as Tree, k) as string).trim(), `${locale} ${k}`).not.toBe('')
    }
  })
})
