import type { Scenario } from '../engine/types.js'
import type { Board as KakekkoBoard } from '../games/kakekko/types.js'
import type { ExxtraRules } from '../games/exxtra/types.js'
import type { RecessBoard } from '../games/recess/types.js'
import type { SwishBoard, SwishRules } from '../games/swish/types.js'
import { buildPdf } from './document.js'
import { exxtraPrint } from './exxtra.js'
import { kakekkoPrint } from './kakekko.js'
import { recessPrint } from './recess.js'
import { swishPrint } from './swish.js'
import { contentBox } from './tiles.js'
import type { GamePrint, PrintOptions } from './types.js'

/** what a scenario prints: its board drawing and cut-out sheets, before any page is made */
export function gamePrint(sc: Scenario, opts: PrintOptions): GamePrint {
  const labels = opts.texts.labels
  switch (sc.game) {
    case 'recess':
      return recessPrint(sc.board as RecessBoard, labels)
    case 'kakekko':
      return kakekkoPrint(sc.board as KakekkoBoard, labels)
    case 'swish': {
      const box = contentBox(opts.paper, 0)
      return swishPrint(sc.board as SwishBoard, (sc.rules as SwishRules).bonesPerColour, labels, {
        w: box.w,
        h: box.h - 10,
      })
    }
    case 'exxtra':
      return exxtraPrint(sc.rules as ExxtraRules, labels, contentBox(opts.paper).h)
  }
}

/** the print-and-play PDF of a (checked) scenario, as bytes */
export function printScenario(sc: Scenario, opts: PrintOptions): Promise<Uint8Array> {
  return buildPdf(gamePrint(sc, opts), opts)
}

export type { PrintOptions, PrintTexts, PaperId } from './types.js'
