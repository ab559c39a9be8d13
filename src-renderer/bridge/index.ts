import type { Bridge } from '../../shared/ipc.js'
import { createWebBridge } from './web.js'

let bridge: Bridge | null = null

/** The desktop preload's bridge when present (also the e2e test's), otherwise the web edition's. */
export function useBridge(): Bridge {
  if (!bridge) bridge = window.asobiba ?? createWebBridge()
  return bridge
}
