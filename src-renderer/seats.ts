import { differenceCiede2000, modeLab65, modeRgb, nearest, useMode } from 'culori/fn'
import type { Seat } from '../shared/formats/envelope.js'

/**
 * The seat colours, Okabe–Ito based: told apart by most colour-blind players; boards add shapes or
 * patterns too. The new-game dialog offers them; a board drawing a seat without one (a state with
 * more seats than the list it was given) falls back to the same palette.
 */
export const SEAT_COLOURS = [
  '#d55e00',
  '#0072b2',
  '#009e73',
  '#e69f00',
  '#cc79a7',
  '#56b4e9',
  '#f0e442',
  '#6b6b6b',
] as const

/** each seat colour's name in the catalogue (`colours.<key>`), in the order of SEAT_COLOURS */
export const SEAT_COLOUR_KEYS = ['vermilion', 'blue', 'green', 'orange', 'purple', 'sky', 'yellow', 'grey'] as const
export type ColourKey = (typeof SEAT_COLOUR_KEYS)[number]

/** culori's tree-shakeable entry: only the two colour spaces the distance needs (sRGB hex in, CIELAB D65) */
useMode(modeRgb)
useMode(modeLab65)
const closest = nearest([...SEAT_COLOURS], differenceCiede2000())

/**
 * The name key of a seat colour. A file may carry any colour: it is called by the name of the
 * palette colour nearest to it as people see colours (CIEDE2000), so no one ever hears a hex code.
 */
export function colourKey(hex: string): ColourKey {
  const palette: readonly string[] = SEAT_COLOURS
  const exact = palette.indexOf(hex.toLowerCase())
  return SEAT_COLOUR_KEYS[exact >= 0 ? exact : palette.indexOf(closest(hex, 1)[0] ?? SEAT_COLOURS[0])]
}

/** a seat's colour on every board, panel and log line */
export function seatColour(seats: readonly Seat[], i: number): string {
  return seats[i]?.colour ?? SEAT_COLOURS[((i % SEAT_COLOURS.length) + SEAT_COLOURS.length) % SEAT_COLOURS.length]
}

/** a seat's name, or its number when the seat is unknown */
export function seatName(seats: readonly Seat[], i: number): string {
  return seats[i]?.name ?? `#${i + 1}`
}
