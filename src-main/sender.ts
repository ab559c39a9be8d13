/** the origin the packaged app's pages are served from (see window.ts) */
export const APP_SCHEME = 'app'
export const APP_ORIGIN = `${APP_SCHEME}://asobiba`

/**
 * True if a message comes from one of our own pages: the URL of the frame that sent it must have
 * exactly one of the allowed origins (app://asobiba, or the dev server's origin in development).
 * Anything else (another site loaded by mistake, a data: or file: URL, an iframe) gets nothing.
 */
export function isTrustedUrl(url: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (!url) return false
  let origin: string
  try {
    const parsed = new URL(url)
    // URL.origin is "null" for non-special schemes such as app:, so build it by hand
    origin = `${parsed.protocol}//${parsed.host}`
  } catch {
    return false
  }
  return allowedOrigins.includes(origin)
}

/** the origins trusted in this run: the app protocol, plus the dev server when there is one */
export function trustedOrigins(devServerUrl: string | undefined): string[] {
  const origins = [APP_ORIGIN]
  if (devServerUrl) {
    const dev = new URL(devServerUrl)
    origins.push(`${dev.protocol}//${dev.host}`)
  }
  return origins
}
