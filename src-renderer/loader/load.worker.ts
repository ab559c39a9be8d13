import { handleLoad, type LoadMessage, type LoadRequest } from './protocol.js'

/** Checks and replays files off the page's thread (see protocol.ts); cancelling terminates it. */
self.onmessage = (e: MessageEvent<LoadRequest>) => {
  handleLoad(e.data, (m: LoadMessage) => self.postMessage(m))
}
