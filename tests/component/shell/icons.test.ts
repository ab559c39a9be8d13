import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { flushPromises, mount, type DOMWrapper, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createI18n } from 'vue-i18n'
import VueKonva from 'vue-konva'
import Konva from 'konva'
import type { Bridge } from '../../../shared/ipc.js'
import { defaultScenario as recessScenario } from '../../../shared/games/recess/index.js'
import { defaultScenario as swishScenario } from '../../../shared/games/swish/index.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { menuMessages } from '../../../shared/i18n/menu.js'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'
import App from '../../../src-renderer/App.vue'
import RecessEditor from '../../../src-renderer/games/recess/Editor.vue'
import SwishEditor from '../../../src-renderer/games/swish/Editor.vue'
import SwishPanel from '../../../src-renderer/games/swish/Panel.vue'
import { small, straight, swimming } from '../../unit/swish/helpers.js'
import { mountIn } from '../support/mount.js'

/**
 * Icons are drawn (lucide or SVG shapes), never typed as font glyphs: a font without the glyph, as
 * on many Linux installs, shows an empty box in its place. Arrows, geometric shapes and symbols.
 */
const GLYPH = /[\u2190-\u21ff\u25a0-\u25ff\u2600-\u26ff\u27f0-\u27ff\u2b00-\u2bff]/u

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** the control shows a drawn icon and no glyph, and has a name in words */
function drawn(el: Omit<DOMWrapper<Element>, 'exists'>, name?: string) {
  expect(el.find('svg').exists()).toBe(true)
  expect(el.text()).not.toMatch(GLYPH)
  if (name !== undefined) expect(el.attributes('aria-label') ?? el.text()).toBe(name)
}

describe('icons are drawn, not font glyphs', () => {
  it('the top bar opens the shortcuts with a drawn icon named "Keyboard shortcuts", not a bare "?"', async () => {
    ;(window as { asobiba?: Bridge }).asobiba = {
      appInfo: () => Promise.resolve({ version: '1', platform: 'linux', locales: ['en'], shell: 'web' }),
      onMenu: () => () => {},
      listLibrary: () => Promise.resolve([]),
      readAutosave: () => Promise.resolve(null),
      setDirty: async () => {},
    } as Partial<Bridge> as Bridge
    setActivePinia(createPinia())
    const i18n = createI18n({ legacy: false, locale: 'en', messages: CATALOGUE })
    const Root = defineComponent({ setup: () => () => h(App) })
    wrapper = mount(Root, { global: { plugins: [createPinia(), i18n, VueKonva] }, attachTo: document.body })
    await flushPromises()
    const help = wrapper.get('[data-testid="show-shortcuts"]')
    drawn(help, menuMessages.en.commands.shortcuts)
    expect(help.text()).toBe('')
  })

  it('the Recess editor flips and turns the playground with drawn icons', () => {
    wrapper = mountIn(RecessEditor, { scenario: recessScenario, problems: [], focusPath: null })
    drawn(wrapper.get('[data-testid="recess-flip-x"]'), 'Flip left to right')
    drawn(wrapper.get('[data-testid="recess-flip-y"]'), 'Flip top to bottom')
    drawn(wrapper.get('[data-testid="recess-rotate"]'), 'Quarter turn')
  })

  it("the Swish editor's colour marks, scatter labels and turn buttons are drawn", async () => {
    wrapper = mountIn(SwishEditor, { scenario: swishScenario, problems: [], focusPath: null })
    for (const c of ['red', 'blue', 'yellow', 'green']) {
      drawn(wrapper.get(`[data-testid="swish-colour-${c}"]`))
      drawn(wrapper.get(`label:has([data-testid="swish-count-${c}"])`))
    }
    Konva.stages[Konva.stages.length - 1].findOne('.bone-2')!.fire('click')
    await wrapper.vm.$nextTick()
    drawn(wrapper.get('[data-testid="swish-turn-left"]'), 'Turn the bone 15° anticlockwise')
    drawn(wrapper.get('[data-testid="swish-turn-right"]'), 'Turn the bone 15° clockwise')
    expect(wrapper.text()).not.toMatch(GLYPH)
  })

  it("the Swish panel's indigestion chips are drawn and named by their colour", () => {
    const state: SwishState = {
      ...swimming([straight(0, 0, 0, [0, 1, 2]), straight(-5, -5, 180, [1, 0])], [small(7, 3, 5, 5)]),
      sick: [[2, 3], []],
    }
    const seats = [
      { name: 'Alex', colour: '#d55e00' },
      { name: 'Beatrice', colour: '#0072b2' },
    ]
    wrapper = mountIn(SwishPanel, {
      scenario: swishScenario,
      state,
      seats,
      interactive: true,
      lastAction: null,
      previous: null,
    })
    const chips = wrapper.findAll('tbody [data-testid="bone-chip"]')
    expect(chips.map((c) => c.attributes('aria-label'))).toEqual(['yellow', 'green'])
    for (const c of chips) drawn(c)
    expect(wrapper.text()).not.toMatch(GLYPH)
  })
})
