/** Okabe–Ito based: told apart by most colour-blind players; boards add shapes or patterns too. */
export const SEAT_COLOURS = ['#d55e00', '#0072b2', '#009e73', '#e69f00', '#cc79a7', '#56b4e9', '#f0e442', '#6b6b6b']

/** each seat colour's name in the catalogue (`colours.<key>`), in the order of SEAT_COLOURS */
export const SEAT_COLOUR_KEYS = ['vermilion', 'blue', 'green', 'orange', 'purple', 'sky', 'yellow', 'grey'] as const
export type ColourKey = (typeof SEAT_COLOUR_KEYS)[number]

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))

/**
 * The name key of a seat colour. A file may carry any colour: it is called by the name of the
 * nearest colour of the palette, so that people never hear a hex code.
 */
export function colourKey(hex: string): ColourKey {
  const exact = SEAT_COLOURS.indexOf(hex.toLowerCase())
  if (exact >= 0) return SEAT_COLOUR_KEYS[exact]
  const [r, g, b] = rgb(hex)
  let best = 0
  let bestD = Infinity
  SEAT_COLOURS.forEach((c, i) => {
    const [r2, g2, b2] = rgb(c)
    const d = (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2
    if (d < bestD) [best, bestD] = [i, d]
  })
  return SEAT_COLOUR_KEYS[best]
}
