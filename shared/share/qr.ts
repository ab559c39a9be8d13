import QRCode from 'qrcode'
import { COMFORTABLE_LINK_CHARS } from './codec.js'

/**
 * How the share dialog draws a link's QR code so that a phone reads it from across the table
 * (docs/FILES.md, "Share links"). A screen is not a worn label: the code's enemy is density, not
 * damage, so error correction is spent only where it costs little:
 *
 * - error correction by the link's length: Q (25 %) up to 150 characters, M (15 %) up to 600,
 *   L (7 %) above: every default scenario but the shortest two is L;
 * - a quiet zone of 4 modules all round (ISO/IEC 18004's minimum; the qrcode package's default);
 * - each module at least 4 CSS px (about 1 mm on a 96 dpi screen), more for small codes (the code
 *   aims at 400 CSS px), in whole device pixels, never shrunk by the page;
 * - no code above 2,000 characters (at L that is a version 33 code, 157 modules with its quiet zone,
 *   628 CSS px): the dialog offers the file instead.
 */
export const QR_QUIET_MODULES = 4
export const QR_MIN_MODULE_PX = 4
export const QR_TARGET_PX = 400
export const QR_MAX_LINK_CHARS = COMFORTABLE_LINK_CHARS

export type QrLevel = 'L' | 'M' | 'Q'

export function qrLevel(chars: number): QrLevel {
  return chars <= 150 ? 'Q' : chars <= 600 ? 'M' : 'L'
}

export type QrPlan =
  | {
      kind: 'qr'
      level: QrLevel
      version: number
      /** modules across, the quiet zone included */
      modules: number
      /** CSS px per module and across the whole code */
      modulePx: number
      sizePx: number
    }
  | { kind: 'too-long'; chars: number; max: number }

/** what the dialog draws for `link` */
export function qrPlan(link: string): QrPlan {
  if (link.length > QR_MAX_LINK_CHARS) return { kind: 'too-long', chars: link.length, max: QR_MAX_LINK_CHARS }
  const level = qrLevel(link.length)
  const code = QRCode.create(link, { errorCorrectionLevel: level })
  const modules = code.modules.size + 2 * QR_QUIET_MODULES
  const modulePx = Math.max(QR_MIN_MODULE_PX, Math.floor(QR_TARGET_PX / modules))
  return { kind: 'qr', level, version: code.version, modules, modulePx, sizePx: modules * modulePx }
}
