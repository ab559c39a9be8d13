import { connectOrigins } from '../shared/net/links.js'

/**
 * The Content-Security-Policy of every page: sent as a response header by the app protocol and
 * repeated as a meta tag in src-renderer/index.html (which is all the dev server has). Inline
 * styles are allowed because Vue's style bindings and Konva set them; inline scripts are not.
 *
 * `connect-src` names the game server the player chose (hosted or joined), and only that one:
 * its WebSocket and its matchmaker's HTTP origin. A page's policy is fixed when it loads, so the
 * page reloads after a new choice (src-main/handlers.ts, `chooseServer`).
 */
export function cspFor(endpoint: string | null): string {
  const connect = ["'self'", ...(endpoint ? connectOrigins(endpoint) : [])]
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "worker-src 'self' blob:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** the policy with no game server chosen */
export const CSP = cspFor(null)
