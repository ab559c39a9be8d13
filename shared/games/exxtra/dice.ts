import type { Face } from './types.js'

/** the numeric value of an X face */
export const X = -1

export function faceValue(face: Face): number {
  return face === 'X' ? X : Number(face)
}

/**
 * The value of a roll as the rules read it: higher die first ("71", "64"). On a turn's first roll
 * X counts 0 and a double X is worth `xx`; on a later roll any X is a fault (null).
 */
export function pairValue(a: number, b: number, first: boolean, xx: number): number | null {
  if (a === X || b === X) {
    if (!first) return null
    if (a === X && b === X) return xx
  }
  const p = a < 0 ? 0 : a
  const q = b < 0 ? 0 : b
  return p >= q ? p * 10 + q : q * 10 + p
}

/** squares a double moves at once: 1-1, 2-2 and 3-3 only; 0 otherwise */
export function doubleStep(a: number, b: number): number {
  return a === b && a >= 1 && a <= 3 ? a : 0
}

/** X faces in a roll: how many squares a fault sends the pawn back */
export function xCount(a: number, b: number): number {
  return (a === X ? 1 : 0) + (b === X ? 1 : 0)
}

/** how a value reads on the table: "71", "00", "100" */
export function formatValue(value: number): string {
  return value >= 100 ? String(value) : String(value).padStart(2, '0')
}

/** chance that a roll after the first shows an X, for the given face values */
export function faultChance(faces: number[][]): number {
  const [A, B] = faces
  let bad = 0
  for (const a of A) for (const b of B) if (a === X || b === X) bad++
  return A.length && B.length ? bad / (A.length * B.length) : 0
}
