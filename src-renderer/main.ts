import '../shared/zod-jitless.js'
import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { i18n, initialLocale, rememberLocale } from './i18n.js'
import { lazyParts } from './games/lazy.js'
import './styles.css'

const locale = initialLocale()
i18n.global.locale.value = locale
rememberLocale(locale)

/** Konva (vue-konva) is installed with the first game part that draws: games/lazy.ts */
const app = createApp(App).use(createPinia()).use(i18n)
lazyParts(app)
app.mount('#app')
/** the home screen is drawn and answers clicks (its cards do not wait for any lazy chunk): the e2e
 * recorder (tests/e2e/longtasks.e2e.ts) reads this mark as "home interactive" */
performance.mark('asobiba:home-interactive')
