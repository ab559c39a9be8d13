import { defineAsyncComponent, type App, type AsyncComponentOptions, type Component } from 'vue'
import PartFailed from '../components/PartFailed.vue'
import { canvasFonts } from '../uiFont.js'

/**
 * Parts on demand: the game parts and the views and dialogs loaded when first shown. Each game's board, panel, editor and thumbnail is its own
 * chunk, fetched the first time it is shown; Konva and vue-konva come with the first of them, so
 * the home screen's first paint carries neither (issue 18 §5, docs/PERFORMANCE.md).
 *
 * vue-konva registers `v-stage`, `v-layer`… as global components: the app hands itself over at
 * start (`lazyParts(app)` in main.ts) and the plugin is installed on it before the first canvas part
 * renders. A part mounted elsewhere (component tests) brings its own vue-konva.
 */
let app: App | null = null
let konva: Promise<void> | null = null

export function lazyParts(host: App): void {
  app = host
}

function konvaReady(): Promise<void> {
  if (!konva) {
    konva = Promise.all([import('vue-konva'), import('konva'), import('konva/lib/Factory.js')]).then(
      async ([vueKonva, konvaLib, factory]) => {
        await canvasFonts(konvaLib.default, factory.Factory)
        app?.use(vueKonva.default)
      },
    )
    // a failed download is tried again by the part's next try (as games/gameCode.ts does)
    konva.catch(() => (konva = null))
  }
  return konva
}

/** the download tries before a part says it could not be loaded, and the pause before each retry */
export const PART_TRIES = 3
const RETRY_MS = 400

/**
 * A failed download (a dropped connection; in the web edition, a chunk of an older deployment) is
 * tried again twice, then the part's place says why and offers a reload (PartFailed.vue), instead of
 * an empty screen.
 */
const onFailure: Pick<AsyncComponentOptions, 'onError' | 'errorComponent'> = {
  errorComponent: PartFailed,
  onError(_error, retry, fail, attempts) {
    if (attempts < PART_TRIES) setTimeout(retry, RETRY_MS * attempts)
    else fail()
  },
}

/** a game part that draws with Konva, loaded when first used */
export function canvasPart(load: () => Promise<{ default: Component }>): Component {
  return defineAsyncComponent({
    loader: () => Promise.all([load(), konvaReady()]).then(([m]) => m.default),
    ...onFailure,
  })
}

/** a view or dialog loaded when first used */
export function lazyPart(load: () => Promise<{ default: Component }>): Component {
  return defineAsyncComponent({ loader: () => load().then((m) => m.default), ...onFailure })
}

/**
 * Loads a lazy part now, so the next mount draws it at once (a component test mounting a game's
 * parts outside the app). Vue keeps the loader of an async component as `__asyncLoader` and
 * remembers what it resolved; a part that is not lazy is ready already.
 */
export async function loadPart(part: Component): Promise<void> {
  await (part as { __asyncLoader?: () => Promise<unknown> }).__asyncLoader?.()
}
