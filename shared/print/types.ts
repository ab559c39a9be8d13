/**
 * Print-and-play: what a game's builder hands the page module. Everything is in millimetres, the
 * origin at the top left of the drawing, y downwards; the page module maps it to PDF points at
 * real scale (1 mm = 72 / 25.4 pt) and tiles it over pages when it does not fit.
 */

/** an RGB colour, each channel 0..1 */
export type Rgb = [number, number, number]

export interface Ink {
  fill?: Rgb
  stroke?: Rgb
  /** line width in mm (default 0.3) */
  lw?: number
  /** dash and gap lengths in mm */
  dash?: [number, number]
}

export type Shape =
  | ({ k: 'rect'; x: number; y: number; w: number; h: number } & Ink)
  | ({ k: 'circle'; cx: number; cy: number; r: number } & Ink)
  /** a polyline `[x0, y0, x1, y1, …]`, closed into a polygon with `closed` */
  | ({ k: 'path'; pts: number[]; closed?: boolean } & Ink)
  /** a capsule: the segment (x1, y1)–(x2, y2) grown by `r` (a Swish bone) */
  | ({ k: 'capsule'; x1: number; y1: number; x2: number; y2: number; r: number } & Ink)
  /** text centred on (x, y) unless `align` says 'left' (then x is its left end); size in pt */
  | { k: 'text'; x: number; y: number; text: string; size: number; colour?: Rgb; align?: 'center' | 'left' }

/** a picture at real scale: w × h mm */
export interface Drawing {
  w: number
  h: number
  shapes: Shape[]
}

/** what one game prints: its board (tiled when needed) and sheets that each fit a page (cut-outs) */
export interface GamePrint {
  board: Drawing
  sheets: { title: string; drawing: Drawing }[]
  /** the physical scale, stated on the settings page (already translated) */
  scale: string
}

export type PaperId = 'a4' | 'letter'

/**
 * Texts in the chosen language, prepared by the caller (the renderer's i18n catalogues); the
 * builders never pick words themselves. `labels` holds the game's board words by key.
 */
export interface PrintTexts {
  title: string
  subtitle: string
  settingsHeading: string
  settings: { name: string; value: string }[]
  rulesHeading: string
  summary: string[]
  assemblyHeading: string
  /** how to put a board of `pages` pages together */
  assembly: (pages: number) => string
  /** "Page {label}": label is the assembly number, e.g. A1 */
  page: (label: string) => string
  labels: Record<string, string>
}

export interface PrintOptions {
  paper: PaperId
  texts: PrintTexts
  /** a TrueType/OpenType font covering the texts (embedded as a subset); Helvetica without it */
  font?: Uint8Array
}
