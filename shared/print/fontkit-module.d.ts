/** the part of fontkit 2 (foliojs) that the print module and the font tests use; the package ships no types */
declare module 'fontkit' {
  export interface FkSubset {
    encode(): Uint8Array
    encodeStream?: unknown
  }
  export interface FkFont {
    /** the font's PostScript name, from its name table (null when the table has none) */
    postscriptName: string | null
    createSubset(): FkSubset
    hasGlyphForCodePoint(codePoint: number): boolean
    numGlyphs: number
    getGlyph(id: number): { path: { commands: unknown[] } }
  }
  export function create(buffer: Uint8Array): FkFont
}
