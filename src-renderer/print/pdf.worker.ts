import { runPrint, type PrintMessage, type PrintRequest } from './protocol.js'

/** Builds one print-and-play PDF off the page's thread (see protocol.ts); the client terminates it after. */
self.onmessage = (e: MessageEvent<PrintRequest>) => void runPrint(e.data, (m: PrintMessage) => self.postMessage(m))
