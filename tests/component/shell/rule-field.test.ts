import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { z } from 'zod'
import { GAME_IDS, type GameModule } from '../../../shared/engine/types.js'
import { numberBounds } from '../../../shared/formats/bounds.js'
import { GAMES } from '../../../shared/games/registry.js'
import { loadPart } from '../../../src-renderer/games/parts.js'
import { PLUGINS } from '../../../src-renderer/games/registry.js'
import { mountIn } from '../support/mount.js'

/**
 * The editors' number settings take their range from the rules' schema (RuleField): what a field
 * offers is what the loader accepts, in every game, with no figure typed twice.
 */
const numberRules = (game: GameModule): [string, z.ZodType][] => {
  const schema = game.rulesSchema
  if (!(schema instanceof z.ZodObject)) throw new Error(`${game.id}: the rules are not an object schema`)
  return Object.entries(schema.shape as Record<string, z.ZodType>).filter(([, field]) => {
    try {
      numberBounds(field)
      return true
    } catch {
      return false
    }
  })
}

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe.each(GAME_IDS)('the %s editor’s number settings', (id) => {
  const game: GameModule = GAMES[id]
  beforeAll(() => loadPart(PLUGINS[id].Editor), 60_000)

  it('offer exactly the range and steps its rules schema accepts', async () => {
    wrapper = mountIn(PLUGINS[id].Editor, { scenario: game.defaultScenario, problems: [], focusPath: null })
    await flushPromises()
    const rules = numberRules(game)
    expect(rules.length).toBeGreaterThan(0)
    for (const [name, field] of rules) {
      const input = wrapper.find(`input[type="number"][data-path="rules.${name}"]`)
      expect(input.exists(), name).toBe(true)
      const { min, max, integer } = numberBounds(field)
      const el = input.element as HTMLInputElement
      expect(el.min, `${name} min`).toBe(min === null ? '' : String(min))
      expect(el.max, `${name} max`).toBe(max === null ? '' : String(max))
      if (integer) expect(Number.isInteger(Number(el.step || '1')), `${name} step`).toBe(true)
    }
  })
})

describe('numberBounds', () => {
  it('reads a whole number’s range through its default, and refuses a setting that is not a number', () => {
    expect(numberBounds(z.int().min(2).max(9).default(4))).toEqual({ min: 2, max: 9, integer: true })
    expect(numberBounds(z.number().min(0.5).optional())).toEqual({ min: 0.5, max: null, integer: false })
    expect(() => numberBounds(z.enum(['a', 'b']))).toThrow('not a number schema')
  })
})
