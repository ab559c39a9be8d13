import type { PrintFailure } from './protocol.js'

/** no PDF came: `reason` picks the dialog's message (print.errors.<reason>), `detail` is what went wrong */
export class PrintFailed extends Error {
  constructor(
    readonly reason: PrintFailure,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`)
  }
}
