import { FOOTER_MM, MARGIN_MM, OVERLAP_MM, PAPERS } from './scales.js'
import type { PaperId } from './types.js'

/** one page of a tiled board: which part of the drawing (mm) it shows, and its assembly number */
export interface Tile {
  /** "A1": row letter, column number */
  label: string
  row: number
  col: number
  /** the window of the drawing shown, in drawing mm */
  x: number
  y: number
  w: number
  h: number
}

export interface Tiling {
  rows: number
  cols: number
  tiles: Tile[]
  /** the content box of a page (where the window lands), in page mm from the top left */
  box: { x: number; y: number; w: number; h: number }
}

/** the area of a page that holds a drawing, in mm from the top left (margins and footer left out) */
export function contentBox(paper: PaperId, footer = FOOTER_MM): { x: number; y: number; w: number; h: number } {
  const p = PAPERS[paper]
  return { x: MARGIN_MM, y: MARGIN_MM, w: p.w - 2 * MARGIN_MM, h: p.h - 2 * MARGIN_MM - footer }
}

/** how many windows of `size` with `overlap` cover `total` */
export function spans(total: number, size: number, overlap = OVERLAP_MM): number {
  if (total <= size + 1e-9) return 1
  return Math.ceil((total - overlap) / (size - overlap) - 1e-9)
}

/** row letters A…Z, then AA, AB… */
export function rowLetter(i: number): string {
  let s = ''
  let n = i + 1
  while (n > 0) {
    const m = (n - 1) % 26
    s = String.fromCharCode(65 + m) + s
    n = Math.floor((n - 1) / 26)
  }
  return s
}

/**
 * Cuts a w × h mm drawing into page windows at real scale. Neighbouring windows share OVERLAP_MM;
 * the last row and column are shifted back so no window runs past the drawing (they then overlap
 * their neighbour by more).
 */
export function tile(paper: PaperId, w: number, h: number): Tiling {
  const box = contentBox(paper)
  const cols = spans(w, box.w)
  const rows = spans(h, box.h)
  const tiles: Tile[] = []
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const tw = Math.min(box.w, w)
      const th = Math.min(box.h, h)
      const x = Math.min(c * (box.w - OVERLAP_MM), w - tw)
      const y = Math.min(r * (box.h - OVERLAP_MM), h - th)
      tiles.push({ label: `${rowLetter(r)}${c + 1}`, row: r, col: c, x, y, w: tw, h: th })
    }
  }
  return { rows, cols, tiles, box }
}
