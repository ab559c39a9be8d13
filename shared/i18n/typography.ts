type Tree = { [k: string]: string | Tree }

/** U+00A0: the space French puts before : ; ? ! so that the sign never starts a line */
export const NBSP = '\u00a0'

/**
 * French typography for a whole catalogue: a no-break space before : ; ? and !, whether the
 * source text had an ordinary space there or none. Only the catalogue's own texts go through
 * here, never names or titles people typed. A sign inside a word or a number ("12:30",
 * "https://", "?!") is left alone: it must follow a letter, digit, closing sign or placeholder and
 * be followed by a space, a closing sign or the end.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/(?<=[\p{L}\p{N})\]}»’"'*°%]) *([:;?!]+)(?=[\s)\]»,.]|$)/gu, `${NBSP}$1`)
}

export function frenchCatalogue(tree: Tree): Tree {
  const out: Tree = {}
  for (const [k, v] of Object.entries(tree)) out[k] = typeof v === 'string' ? frenchSpacing(v) : frenchCatalogue(v)
  return out
}
