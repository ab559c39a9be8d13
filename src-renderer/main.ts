import '../shared/zod-jitless.js'
import { createApp } from 'vue'
import { createPinia } from 'pinia'
import VueKonva from 'vue-konva'
import App from './App.vue'
import { i18n, initialLocale, rememberLocale } from './i18n.js'
import './styles.css'

const locale = initialLocale()
i18n.global.locale.value = locale
rememberLocale(locale)

createApp(App).use(createPinia()).use(i18n).use(VueKonva).mount('#app')
