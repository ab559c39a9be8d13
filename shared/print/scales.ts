/**
 * The physical scale of each game's print (docs/PRINT.md). Kept apart from the PDF code so the
 * renderer can state them without loading pdf-lib.
 */

/** Recess!: one playground cell, in mm */
export const RECESS_CELL_MM = 25
/** Kakekko: mm per board unit (the default 1600 × 1100 board prints 480 × 330 mm; a square is 15.6 mm) */
export const KAKEKKO_MM_PER_UNIT = 0.3
/** Swish: one bone length (the core of a bone, joint to joint), in mm; a bone is 0.4 wide */
export const SWISH_BONE_MM = 25
/** Exxtra: one track square, in mm */
export const EXXTRA_SQUARE_MM = 22
/** Exxtra: the edge of a die (one face of the net), in mm */
export const EXXTRA_DIE_MM = 20

export const PAPERS = {
  /** width × height in mm */
  a4: { w: 210, h: 297 },
  letter: { w: 215.9, h: 279.4 },
} as const

/** white border left on every page (printers cannot print to the edge) */
export const MARGIN_MM = 12
/** the strip along the paper's edge most printers leave blank: nothing is drawn in it, not even a crop mark */
export const UNPRINTABLE_MM = 5
/** strip at the foot of a board page: assembly number and the small map */
export const FOOTER_MM = 16
/** how much neighbouring tiles share, so they can be glued one over the other */
export const OVERLAP_MM = 10
export const PT_PER_MM = 72 / 25.4
