import { createApp, watch } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { i18n, initialLocale, loadLocale, rememberLocale } from './i18n.js'
import { lazyParts } from './games/parts.js'
import { loadTextsWhenMissing } from './games/gameCode.js'
import './styles.css'
import uiFontUrls from 'virtual:ui-font-ja'
import { registerUiFont } from './uiFont.js'

/**
 * The first load is the shell: no game's rules, texts or schemas, and no zod (issue 18 §5,
 * docs/PERFORMANCE.md). games/gameCode.ts loads a game, and zod with its jitless switch
 * (shared/zod-jitless.ts) before it, when the game is first used.
 */
const locale = initialLocale()
i18n.global.locale.value = locale
rememberLocale(locale)
watch(i18n.global.locale, (l) => registerUiFont(l, uiFontUrls), { immediate: true })
loadTextsWhenMissing()

/** Konva (vue-konva) is installed with the first game part that draws: games/parts.ts */
const app = createApp(App).use(createPinia()).use(i18n)
lazyParts(app)
// the texts of the language shown come first (a failed download shows the keys rather than nothing)
void loadLocale(locale)
  .catch(() => undefined)
  .then(() => {
    app.mount('#app')
    /** the home screen is drawn and answers clicks (its cards do not wait for any lazy chunk): the e2e
     * recorder (tests/e2e/longtasks.measure.ts) reads this mark as "home interactive" */
    performance.mark('asobiba:home-interactive')
  })
