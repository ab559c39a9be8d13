import { afterEach } from 'vitest'
import type { Component } from 'vue'
import Konva from 'konva'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createI18n } from 'vue-i18n'
import VueKonva from 'vue-konva'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'

/** mounts a component as the app shows it: the app's catalogue (in English), vue-konva, in the document */
export function mountIn(component: Component, props: Record<string, unknown>): VueWrapper {
  const i18n = createI18n({ legacy: false, locale: 'en', messages: CATALOGUE })
  return mount(component, { props, global: { plugins: [i18n, VueKonva] }, attachTo: document.body }) as VueWrapper
}

/**
 * How a game's board or panel is mounted in its tests: with the scenario and seats given here, no
 * last action, and the legal moves of the state unless a test hands its own. Every part mounted
 * is unmounted after its test; `stage()` is the Konva stage mounted last.
 */
export function gamePart<S, L>(base: { scenario: unknown; seats: unknown[]; legal: (state: S) => L }) {
  const mounted: VueWrapper[] = []
  afterEach(() => {
    for (const w of mounted.splice(0)) w.unmount()
  })
  return {
    mountWith: (component: Component, state: S, interactive = true, legal: L = base.legal(state)): VueWrapper => {
      const props = { scenario: base.scenario, state, seats: base.seats, interactive, lastAction: null, previous: null }
      const wrapper = mountIn(component, { ...props, legal })
      mounted.push(wrapper)
      return wrapper
    },
    stage: () => Konva.stages[Konva.stages.length - 1],
  }
}
