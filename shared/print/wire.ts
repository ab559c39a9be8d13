import type { PrintTexts } from './types.js'

/**
 * PrintTexts as they cross to the PDF worker (structured clone: no functions). The two texts that
 * take a number or a label travel as templates with `{n}` and `{label}` left in them.
 */
export type PrintTextsWire = Omit<PrintTexts, 'assembly' | 'page'> & { assembly: string; page: string }

/** the functions back from their templates */
export function fromWire(w: PrintTextsWire): PrintTexts {
  return {
    ...w,
    assembly: (n) => w.assembly.replaceAll('{n}', String(n)),
    page: (label) => w.page.replaceAll('{label}', label),
  }
}

/** bytes as base64, in slices (String.fromCharCode takes a bounded number of arguments) */
export function toBase64(bytes: Uint8Array): string {
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
}
