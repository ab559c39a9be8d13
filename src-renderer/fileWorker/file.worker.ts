import '../../shared/zod-jitless.js'
import { createLoadHandler, type LoadMessage, type LoadRequest } from './protocol.js'

/** Checks and replays files off the page's thread (see protocol.ts); cancelling terminates it. */
const handler = createLoadHandler((m: LoadMessage) => self.postMessage(m))
self.onmessage = (e: MessageEvent<LoadRequest>) => handler.onMessage(e.data)
