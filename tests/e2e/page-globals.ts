import type Konva from 'konva'
import type { MenuCommand } from '../../shared/ipc.js'

/**
 * The globals the tests read in the page, typed once: Konva registers itself on `window` (the
 * tests read a board's drawing from its stages) and the bridge of bridge.ts adds its two entry
 * points.
 */
declare global {
  interface Window {
    Konva?: typeof Konva
    __asobibaMenu?: (cmd: MenuCommand) => void
    __asobibaInvoke?: (channel: string, payload: unknown) => Promise<unknown>
    /** layout.e2e (watchWhilePlaying): each distinct thing a frame-by-frame look named */
    __watched?: string[]
  }
}

export {}
