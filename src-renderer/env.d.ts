/// <reference types="vite/client" />
declare const __APP_VERSION__: string

declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}

/** the bundled Japanese UI font: the URL of each weight (scripts/ui-font.ts) */
declare module 'virtual:ui-font-ja' {
  const urls: Readonly<Record<number, string>>
  export default urls
}

interface Window {
  asobiba?: import('../shared/ipc.js').Bridge
}
