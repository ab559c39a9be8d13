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
    /** layout.e2e: each place the play view's Replay button was drawn at, frame by frame */
    __replayTops?: number[]
    /** layout.e2e: Kakekko's dice table past its card's right edge, with the statuses shown then */
    __tableCuts?: string[]
  }
}

export {}
