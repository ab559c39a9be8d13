import { z } from 'zod'

/**
 * zod compiles a fast path for object schemas with `new Function`, and probes for it when a
 * schema is built. Under the app's Content-Security-Policy (no 'unsafe-eval') the probe fails
 * and Chromium reports a CSP violation in the console each time. Jitless mode never tries.
 *
 * Schemas read the setting when they are built, so this module must be the FIRST import of every
 * bundle that runs under the CSP: the renderer page (src-renderer/main.ts), the bot worker
 * (src-renderer/bots/bot.worker.ts) and the preload (src-main/preload.ts). A test checks that.
 */
z.config({ jitless: true })
