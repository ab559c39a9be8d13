import { differenceCiede2000, nearest } from 'culori'

/** Okabe–Ito based: told apart by most colour-blind players; boards add shapes or patterns too. */
export const SEAT_COLOURS = ['#d55e00', '#0072b2', '#009e73', '#e69f00', '#cc79a7', '#56b4e9', '#f0e442', '#6b6b6b']

/** each seat colour's name in the catalogue (`colours.<key>`), in the order of SEAT_COLOURS */
export const SEAT_COLOUR_KEYS = ['vermilion', 'blue', 'green', 'orange', 'purple', 'sky', 'yellow', 'grey'] as const
export type ColourKey = (typeof SEAT_COLOUR_KEYS)[number]

const closest = nearest(SEAT_COLOURS, differenceCiede2000())

/**
 * The name key of a seat colour. A file may carry any colour: it is called by the name of the
 * palette colour nearest to it as people see colours (CIEDE2000), so no one ever hears a hex code.
 */
export function colourKey(hex: string): ColourKey {
  const exact = SEAT_COLOURS.indexOf(hex.toLowerCase())
  return SEAT_COLOUR_KEYS[exact >= 0 ? exact : SEAT_COLOURS.indexOf(closest(hex, 1)[0] ?? SEAT_COLOURS[0])]
}
