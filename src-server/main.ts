import { resolve } from 'node:path'
import { startServer } from './server.js'

/** `npm run server`: the game server with Node alone, configured by environment variables (README.md here). */
const env = process.env
const port = Number(env.PORT ?? 2567)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0-65535), not "${env.PORT}"`)
  process.exit(2)
}
const server = await startServer({
  port,
  host: env.HOST || '127.0.0.1',
  dataDir: resolve(env.DATA_DIR || 'server-data'),
  allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  redisUrl: env.REDIS_URL || undefined,
  publicAddress: env.PUBLIC_ADDRESS || undefined,
  webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : undefined,
})
for (const name of server.damaged) console.warn(`not resumed (unreadable): ${name}`)
console.log(
  `asobiba server listening on ${env.HOST || '127.0.0.1'}:${server.port} (rooms resumed: ${server.resumed.length})`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)))
}
