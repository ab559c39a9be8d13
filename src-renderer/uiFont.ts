import type Konva from 'konva'
import type { Factory } from 'konva/lib/Factory.js'

/** the family the bundled Japanese font goes by in the font stacks */
export const UI_FONT_FAMILY = 'Asobiba Noto Sans JP'
/** the class <html> takes once the bundled font has loaded: styles.css adds it to the page's stack */
export const UI_FONT_CLASS = 'ui-font'

/** the URL of each weight of the bundled font, as the build gives them (scripts/ui-font.ts) */
export type UiFontUrls = Readonly<Record<number, string>>

const ours = (f: FontFace) => f.family.replace(/["']/g, '') === UI_FONT_FAMILY

/**
 * Registers the bundled Japanese font (a subset of Noto Sans JP holding every character of the
 * app's Japanese texts) the first time the page is in Japanese, and never in another language: an
 * English or French page does not download it. Both weights (about 135 kB each) are fetched at
 * once; when they are in, <html> takes UI_FONT_CLASS, which puts the font first in the page's
 * stack in Japanese (styles.css): characters it lacks, in names people type, come from the
 * systems' fonts after it. First, not after the systems' fonts: Chromium on Linux drew headings
 * and buttons with the system's Latin font, in empty boxes, when a Japanese font came later.
 */
export function registerUiFont(locale: string, urls: UiFontUrls, root: HTMLElement = document.documentElement): void {
  if (locale !== 'ja' || [...document.fonts].some(ours)) return
  const loads = Object.entries(urls).map(([weight, url]) => {
    const face = new FontFace(UI_FONT_FAMILY, `url(${JSON.stringify(url)}) format('woff2')`, { weight })
    document.fonts.add(face)
    return face.load()
  })
  // a font that fails to load leaves the system fonts in its place, as without it
  Promise.all(loads).then(
    () => root.classList.add(UI_FONT_CLASS),
    () => undefined,
  )
}

/**
 * The font stack of canvas texts: the bundled font, which only exists once the page has been in
 * Japanese, then the page's own. Konva's default is Arial, which has no Japanese at all.
 */
export function canvasFontStack(root: HTMLElement = document.documentElement): string {
  const page = getComputedStyle(root).getPropertyValue('--font-stack').trim() || 'sans-serif'
  return `'${UI_FONT_FAMILY}', ${page}, sans-serif`
}

/**
 * Canvas texts in the canvas stack: Konva's default font becomes it, and every stage draws again
 * when a font arrives (a canvas does not, by itself). Called when Konva is first loaded, after the
 * fonts being fetched then have come, so that the first boards draw their texts with them.
 */
export async function canvasFonts(konva: typeof Konva, factory: typeof Factory): Promise<void> {
  await document.fonts.ready
  // Konva keeps a getter it already has: the default one goes first
  delete (konva.Text.prototype as { getFontFamily?: unknown }).getFontFamily
  factory.addGetter(konva.Text, 'fontFamily', canvasFontStack())
  document.fonts.addEventListener('loadingdone', () => konva.stages.forEach((s) => s.batchDraw()))
}
