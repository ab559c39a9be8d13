import '../../shared/zod-jitless.js'
import { playChunk, type PlaytestRequest } from './work.js'

/** a playtest worker of the editor (pool.ts starts them): plays the chunks it is sent */
self.onmessage = (e: MessageEvent<PlaytestRequest>) => playChunk(e.data, (reply) => self.postMessage(reply))
