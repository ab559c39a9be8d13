/**
 * The Content-Security-Policy of every page: sent as a response header by the app protocol and
 * repeated as a meta tag in src-renderer/index.html (which is all the dev server has). Inline
 * styles are allowed because Vue's style bindings and Konva set them; inline scripts are not.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')
