/**
 * A built-in scenario file read for its texts and player range alone (each game's manifest.ts):
 * the `?texts.json` query makes the bundler load it as a module of its own, of which only these two
 * fields are kept, so the page's first load does not carry the boards.
 */
declare module '*.scenario.json?texts.json' {
  export const meta: { title: string; author: string; description: string }
  export const players: { min: number; max: number }
}
