import { describe, expect, it } from 'vitest'
import { defineComponent, h, type Plugin } from 'vue'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Reason } from '../../../shared/engine/types.js'
import type { Seat } from '../../../shared/formats/envelope.js'
import { MESSAGES } from '../../../shared/i18n/index.js'
import { i18n, loadLocale } from '../../../src-renderer/i18n.js'
import { useReason, type SayOptions } from '../../../src-renderer/composables/useReason.js'
import { useGameStore } from '../../../src-renderer/stores/game.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { LOCALES } from '../../../shared/i18n/locales.js'
import { loadGameTexts } from '../../../src-renderer/games/gameCode.js'

// the page holds a language’s texts once it is chosen (i18n.ts) and a game’s once the game is opened (games/gameCode.ts)
await Promise.all([...LOCALES.map(loadLocale), ...GAME_IDS.map(loadGameTexts)])

const SEATS: Seat[] = [
  { name: 'Ann', colour: '#d55e00' },
  { name: 'Bob', colour: '#0072b2' },
  { name: 'Cleo', colour: '#123456' },
]

/** renders reasons with the app's real composable, inside a component as the views do */
function sayer(withPinia = false) {
  let say!: (r: Reason, seats?: readonly Seat[], o?: SayOptions) => string
  const plugins: Plugin[] = [i18n]
  if (withPinia) {
    const pinia = createPinia()
    setActivePinia(pinia)
    plugins.push(pinia)
  }
  mount(defineComponent({ setup: () => ((say = useReason().say), () => h('div')) }), { global: { plugins } })
  return say
}

type Tree = { [k: string]: string | Tree }
function keysWithSeats(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v !== 'string') return keysWithSeats(v, key)
    return /\{seat\d*\}/.test(v) ? [[key, v] as [string, string]] : []
  })
}

describe('a seat in a reason is its player’s name and colour, never its index (issue 17, item 6)', () => {
  it('every message of every game that names a seat shows the name and colour', () => {
    const say = sayer()
    i18n.global.locale.value = 'en'
    const keys = keysWithSeats(MESSAGES.en)
    expect(keys.length).toBeGreaterThan(40)
    for (const [key, text] of keys) {
      const params = Object.fromEntries(
        [...text.matchAll(/\{(\w+)\}/g)].map(([, p]) => [p, /^seat\d*$/.test(p) ? 1 : 'x']),
      )
      const out = say({ key, params }, SEATS)
      expect(out, key).toContain('Bob (blue)')
      expect(out, key).not.toMatch(/\b1\b/)
    }
  })

  it('a log line names its own seat without the colour its dot already shows; others keep theirs', () => {
    const say = sayer()
    const line: Reason = { key: 'exxtra.log.placeKnocksOne', params: { seat: 0, seat2: 1, value: '64', rung: 4 } }
    expect(say(line, SEATS, { subject: 0 })).toBe('Ann placed 64 on rung 4 and knocked back the pair of Bob (blue).')
  })

  it('a colour from a file that is not in the palette is called by the nearest palette colour', () => {
    const say = sayer()
    expect(say({ key: 'exxtra.explain.rungTaken', params: { rung: 2, seat: 2 } }, SEATS)).toBe(
      'Rung 2 is taken by Cleo (blue).',
    )
  })

  it('without seats it takes the game in play’s, and a seat no one holds is "player n", counted from 1', () => {
    const say = sayer(true)
    useGameStore().seats = SEATS
    expect(say({ key: 'exxtra.explain.rungTaken', params: { rung: 3, seat: 0 } })).toBe(
      'Rung 3 is taken by Ann (vermilion).',
    )
    expect(say({ key: 'exxtra.explain.rungTaken', params: { rung: 3, seat: 5 } }, [])).toBe(
      'Rung 3 is taken by player 6.',
    )
  })

  it('in French and Japanese too', () => {
    const say = sayer()
    const taken: Reason = { key: 'exxtra.explain.rungTaken', params: { rung: 3, seat: 1 } }
    i18n.global.locale.value = 'fr'
    expect(say(taken, SEATS)).toBe('Le barreau 3 est occupé par Bob (bleu).')
    i18n.global.locale.value = 'ja'
    expect(say(taken, SEATS)).toContain('Bob（青）')
    i18n.global.locale.value = 'en'
  })
})
