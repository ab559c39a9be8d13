import { create } from 'fontkit'

/**
 * pdf-lib's font embedding with fontkit 2 (foliojs). The fork pdf-lib ships (@pdf-lib/fontkit)
 * drops glyphs when it subsets Noto Sans JP (pdf-lib issue 1232: most letters went missing in our
 * Japanese pages); fontkit 2 subsets correctly but returns the subset's bytes from `encode()`
 * instead of the stream pdf-lib reads. This adapter gives pdf-lib that stream.
 */
export const fontkitAdapter = {
  create(buffer: Uint8Array) {
    const font = create(buffer)
    const createSubset = font.createSubset.bind(font)
    font.createSubset = () => {
      const subset = createSubset()
      subset.encodeStream = () => {
        const bytes = subset.encode()
        const stream = {
          on(event: string, cb: (chunk?: Uint8Array) => void) {
            if (event === 'data') cb(bytes)
            else if (event === 'end') cb()
            return stream
          },
        }
        return stream
      }
      return subset
    }
    return font
  },
}

/** the font's PostScript name, the name a PDF gives the font (pdf-lib's embedders read the same field) */
export function postscriptName(bytes: Uint8Array): string {
  return create(bytes).postscriptName || 'Font'
}
