import { afterEach } from 'vitest'
import type { Component } from 'vue'
import Konva from 'konva'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createI18n } from 'vue-i18n'
import VueKonva from 'vue-konva'
import type { Problem } from '../../../shared/engine/types.js'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'

/** mounts a component as the app shows it: the app's catalogue (in English), vue-konva, in the document */
export function mountIn(component: Component, props: Record<string, unknown>): VueWrapper {
  const i18n = createI18n({ legacy: false, locale: 'en', messages: CATALOGUE })
  return mount(component, { props, global: { plugins: [i18n, VueKonva] }, attachTo: document.body }) as VueWrapper
}

/** the seats the board tests play with: the first `n` of four named players, each in its own colour */
export function namedSeats(n: number) {
  return [
    { name: 'Alex', colour: '#d55e00' },
    { name: 'Beatrice', colour: '#0072b2' },
    { name: 'Carl', colour: '#009e73' },
    { name: 'Diana', colour: '#e69f00' },
  ].slice(0, n)
}

/** the centre of a Konva node on the stage */
export function centreOf(n: Konva.Node) {
  const r = n.getClientRect()
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 }
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

/**
 * How a game's editor is mounted in its tests: a scenario, its problems and the field to focus.
 * Every editor mounted is unmounted after its test; `stage()` is the Konva stage mounted last and
 * `lastScenario(wrapper)` the scenario the editor emitted last.
 */
export function editorPart<S>(editor: Component) {
  const mounted: VueWrapper[] = []
  afterEach(() => {
    for (const w of mounted.splice(0)) w.unmount()
  })
  return {
    mountEditor: (scenario: S, problems: Problem[], focusPath: string | null = null): VueWrapper => {
      const wrapper = mountIn(editor, { scenario, problems, focusPath })
      mounted.push(wrapper)
      return wrapper
    },
    stage: () => Konva.stages[Konva.stages.length - 1],
    lastScenario: (wrapper: VueWrapper): S => {
      const emitted = wrapper.emitted('update:scenario')!
      return emitted[emitted.length - 1][0] as S
    },
  }
}
