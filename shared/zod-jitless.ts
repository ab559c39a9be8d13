import { z } from 'zod'

/**
 * zod compiles a fast path for object schemas with `new Function`, and probes for it when a
 * schema is built. Under the app's Content-Security-Policy (no 'unsafe-eval') the probe fails
 * and Chromium reports a CSP violation in the console each time. Jitless mode never tries.
 *
 * Schemas read the setting when they are built, so this module must run before any schema of a
 * bundle that runs under the CSP: it is the first import of the bot and loader workers, and the
 * renderer page (which starts without zod) loads it before any game, checker or share codec
 * (src-renderer/games/gameCode.ts, bridge/web.ts, share/useShareLinks.ts). It also shares zod's
 * chunk (ZOD_CHUNK, scripts/build-options.ts). A test checks that (tests/unit/main/jitless.test.ts).
 */
z.config({ jitless: true })
