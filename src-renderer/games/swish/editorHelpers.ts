import type { Problem } from '../../../shared/engine/types.js'

/** the problems at a path or inside it (`board.fish[3]` holds `board.fish[3].x`) */
export const problemsAt = (problems: readonly Problem[], prefix: string): Problem[] =>
  problems.filter((p) => p.path === prefix || p.path.startsWith(`${prefix}.`) || p.path.startsWith(`${prefix}[`))

/** the number in an input event's field */
export const num = (e: Event) => Number((e.target as HTMLInputElement).value)
