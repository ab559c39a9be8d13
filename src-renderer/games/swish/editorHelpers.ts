import type { Problem } from '../../../shared/engine/types.js'
import { COLOURS, type ColourId } from '../../../shared/games/swish/types.js'
import { BONE_FILL, BONE_MARK } from './view.js'

/** the problems at a path or inside it (`board.fish[3]` holds `board.fish[3].x`) */
export const problemsAt = (problems: readonly Problem[], prefix: string): Problem[] =>
  problems.filter((p) => p.path === prefix || p.path.startsWith(`${prefix}.`) || p.path.startsWith(`${prefix}[`))

/** the chip of a colour in the editor's cards: its fill and the mark it carries */
export const colourChip = (c: ColourId) => {
  const i = COLOURS.indexOf(c)
  return { background: BONE_FILL[i], mark: { circle: '●', square: '■', triangle: '▲', star: '★' }[BONE_MARK[i]] }
}

/** the number in an input event's field */
export const num = (e: Event) => Number((e.target as HTMLInputElement).value)
