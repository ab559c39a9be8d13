import { describe, expect, it } from 'vitest'
import jsQR from 'jsqr'
import QRCode from 'qrcode'
import type { GameModule } from '../../../shared/engine/types.js'
import { GAMES } from '../../../shared/games/registry.js'
import { COMFORTABLE_LINK_CHARS, encodePayload, webLink } from '../../../shared/share/codec.js'
import { QR_MIN_MODULE_PX, QR_QUIET_MODULES, qrLevel, qrPlan } from '../../../shared/share/qr.js'

const ADDRESS = 'https://asobiba.example/play/index.html'
const games = Object.values<GameModule>(GAMES)

/** a link of exactly `n` characters, its payload mixed-case like a real one */
function linkOf(n: number): string {
  const B = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  let s = `${ADDRESS}#s=1`
  for (let i = 0; s.length < n; i++) s += B[(i * 37 + (i >> 3)) % 64]
  return s
}

/**
 * What a phone's camera sees of the code the dialog draws, `distanceMm` away: the screen at 96 CSS
 * px per inch, a 12-megapixel camera (4,000 px across a 70° field of view), each camera pixel the
 * average of the screen it covers (no lens blur, no noise: the geometry alone). Returns RGBA.
 */
function cameraView(link: string, distanceMm: number) {
  const plan = qrPlan(link)
  if (plan.kind !== 'qr') throw new Error('no code')
  const code = QRCode.create(link, { errorCorrectionLevel: plan.level })
  const moduleMm = (plan.modulePx * 25.4) / 96
  const pxPerMm = 4000 / (2 * Math.tan((35 * Math.PI) / 180) * distanceMm)
  const pxPerModule = moduleMm * pxPerMm
  const size = Math.ceil(plan.modules * pxPerModule)
  const n = code.modules.size
  const dark = (mx: number, my: number) => {
    const x = mx - QR_QUIET_MODULES
    const y = my - QR_QUIET_MODULES
    return x >= 0 && y >= 0 && x < n && y < n && code.modules.get(y, x) ? 1 : 0
  }
  const rgba = new Uint8ClampedArray(size * size * 4)
  const S = 4 // sub-samples per camera pixel and axis
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let sum = 0
      for (let sy = 0; sy < S; sy++)
        for (let sx = 0; sx < S; sx++)
          sum += dark(Math.floor((px + (sx + 0.5) / S) / pxPerModule), Math.floor((py + (sy + 0.5) / S) / pxPerModule))
      const v = Math.round(255 * (1 - sum / (S * S)))
      rgba.set([v, v, v, 255], (py * size + px) * 4)
    }
  }
  return { rgba, size, pxPerModule }
}

describe('the QR code of a share link (shared/share/qr.ts)', () => {
  it('error correction by length: Q up to 150 characters, M up to 600, L above', () => {
    expect([1, 150, 151, 600, 601, 2000].map(qrLevel)).toEqual(['Q', 'Q', 'M', 'M', 'L', 'L'])
  })

  for (const game of games) {
    it(`${game.id}: the default scenario's link gets a code with a 4-module quiet zone and modules of at least 4 px`, () => {
      const link = webLink(ADDRESS, encodePayload(game.defaultScenario))
      const plan = qrPlan(link)
      expect(plan.kind).toBe('qr')
      if (plan.kind !== 'qr') return
      expect(plan.level).toBe(qrLevel(link.length))
      expect(plan.modules).toBe(17 + 4 * plan.version + 2 * QR_QUIET_MODULES)
      expect(plan.modulePx).toBeGreaterThanOrEqual(QR_MIN_MODULE_PX)
      expect(plan.sizePx).toBe(plan.modules * plan.modulePx)
    })

    it(`${game.id}: a phone 1 m from the screen reads the default scenario's code back to the link`, () => {
      const link = webLink(ADDRESS, encodePayload(game.defaultScenario))
      const view = cameraView(link, 1000)
      const read = jsQR(view.rgba, view.size, view.size)
      expect(read?.data).toBe(link)
    })
  }

  it('Kakekko’s course as a format 1 link (the densest link of a default board) is a version 29 code at L: 141 modules, 564 px, about 3 camera pixels per module at 1 m', () => {
    const link = webLink(ADDRESS, encodePayload(GAMES.kakekko.defaultScenario, '1'))
    expect(qrPlan(link)).toMatchObject({ kind: 'qr', level: 'L', version: 29, modules: 141, modulePx: 4, sizePx: 564 })
    expect(cameraView(link, 1000).pxPerModule).toBeCloseTo(3.0, 1)
  })

  it(`a link of ${COMFORTABLE_LINK_CHARS} characters still gets a code a phone reads at 1 m; one character more gets none`, () => {
    const longest = linkOf(COMFORTABLE_LINK_CHARS)
    const plan = qrPlan(longest)
    expect(plan).toMatchObject({ kind: 'qr', level: 'L', modulePx: 4 })
    const view = cameraView(longest, 1000)
    expect(jsQR(view.rgba, view.size, view.size)?.data).toBe(longest)
    expect(qrPlan(linkOf(COMFORTABLE_LINK_CHARS + 1))).toEqual({
      kind: 'too-long',
      chars: COMFORTABLE_LINK_CHARS + 1,
      max: COMFORTABLE_LINK_CHARS,
    })
  })
})
