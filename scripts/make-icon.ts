/**
 * Draws the app icon (resources/icons/icon.png, 512×512): a rounded playground-sand tile with
 * four counters, one per game. Written by hand with zlib so that no image tool is needed;
 * electron-builder derives the .ico/.icns sizes from this PNG.
 * usage: npx tsx scripts/make-icon.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { deflateSync } from 'node:zlib'

const SIZE = 512
const SAMPLES = 4

type RGBA = [number, number, number, number]
const SAND: RGBA = [247, 231, 196, 255]
const EDGE: RGBA = [120, 86, 52, 255]
const COUNTERS: { x: number; y: number; colour: RGBA }[] = [
  { x: 176, y: 176, colour: [214, 69, 65, 255] },
  { x: 336, y: 176, colour: [47, 128, 237, 255] },
  { x: 176, y: 336, colour: [39, 174, 96, 255] },
  { x: 336, y: 336, colour: [242, 153, 74, 255] },
]

function insideRoundedSquare(x: number, y: number, margin: number, radius: number): boolean {
  const lo = margin + radius
  const hi = SIZE - margin - radius
  const dx = Math.max(lo - x, 0, x - hi)
  const dy = Math.max(lo - y, 0, y - hi)
  return x >= margin && x <= SIZE - margin && y >= margin && y <= SIZE - margin && dx * dx + dy * dy <= radius * radius
}

function colourAt(x: number, y: number): RGBA {
  for (const c of COUNTERS) {
    const d = Math.hypot(x - c.x, y - c.y)
    if (d <= 56) return d >= 48 ? EDGE : c.colour
  }
  if (insideRoundedSquare(x, y, 40, 96)) return SAND
  if (insideRoundedSquare(x, y, 24, 112)) return EDGE
  return [0, 0, 0, 0]
}

const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE)
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0 // filter: none
  for (let x = 0; x < SIZE; x++) {
    const sum = [0, 0, 0, 0]
    for (let sy = 0; sy < SAMPLES; sy++)
      for (let sx = 0; sx < SAMPLES; sx++) {
        const c = colourAt(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)
        // premultiply so that edges blend towards the colour, not towards black
        sum[0] += c[0] * c[3]
        sum[1] += c[1] * c[3]
        sum[2] += c[2] * c[3]
        sum[3] += c[3]
      }
    const o = y * (SIZE * 4 + 1) + 1 + x * 4
    const alpha = sum[3] / (SAMPLES * SAMPLES)
    for (let i = 0; i < 3; i++) raw[o + i] = sum[3] ? Math.round(sum[i] / sum[3]) : 0
    raw[o + 3] = Math.round(alpha)
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buf: Buffer): number {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const header = Buffer.alloc(13)
header.writeUInt32BE(SIZE, 0)
header.writeUInt32BE(SIZE, 4)
header[8] = 8 // bit depth
header[9] = 6 // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
])
const out = resolve(import.meta.dirname, '../resources/icons/icon.png')
mkdirSync(resolve(out, '..'), { recursive: true })
writeFileSync(out, png)
console.log(`wrote ${out} (${png.length} bytes)`)
