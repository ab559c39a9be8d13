import type { Component } from 'vue'
import { mount, type VueWrapper } from '@vue/test-utils'
import { createI18n } from 'vue-i18n'
import VueKonva from 'vue-konva'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'

/** mounts a component as the app shows it: the app's catalogue (in English), vue-konva, in the document */
export function mountIn(component: Component, props: Record<string, unknown>): VueWrapper {
  const i18n = createI18n({ legacy: false, locale: 'en', messages: CATALOGUE })
  return mount(component, { props, global: { plugins: [i18n, VueKonva] }, attachTo: document.body }) as VueWrapper
}
