import { describe, expect, it, vi } from 'vitest'
import * as fflate from 'fflate'
import { GAMES } from '../../../shared/games/registry.js'
import { LIMITS, SAVE_FORMAT, SAVE_VERSION } from '../../../shared/formats/envelope.js'
import {
  decodeLink,
  desktopLink,
  encodePayload,
  LINK_PATH,
  MAX_INFLATED_BYTES,
  toBase64Url,
} from '../../../shared/share/codec.js'
import { DICTIONARY_V2 } from '../../../shared/share/dictionary.js'
import { MAX_DEPTH, MAX_ITEMS, ShapeCounter } from '../../../shared/share/shape.js'

/** every byte the decoder's inflater hands out, counted: the work a hostile link got done */
const inflated = vi.hoisted(() => ({ bytes: 0 }))
vi.mock('fflate', async (original) => {
  const real = await original<typeof import('fflate')>()
  class CountingInflate extends real.Inflate {
    constructor(opts: fflate.InflateOptions, cb: fflate.FlateStreamHandler) {
      super(opts, (chunk, final) => {
        inflated.bytes += chunk.length
        cb(chunk, final)
      })
    }
  }
  return { ...real, Inflate: CountingInflate }
})

/** a format 2 link around any text, as a hostile link could hold */
const linkOf = (text: string) =>
  desktopLink(`2${toBase64Url(fflate.deflateSync(fflate.strToU8(text), { level: 9, dictionary: DICTIONARY_V2 }))}`)

function decodeCounting(link: string) {
  inflated.bytes = 0
  const r = decodeLink(link)
  return { r, bytes: inflated.bytes }
}

const problemOf = (r: ReturnType<typeof decodeLink>) => (r.ok ? null : r.problems[0])

describe('hostile share links are refused by their counted shape while they inflate', () => {
  it('a save of 1.6 million empty actions (a few KB that inflate to 5 MB) stops at the first action too many', () => {
    const save = JSON.stringify({
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      scenario: GAMES.kakekko.defaultScenario,
      seats: [{ name: 'A', colour: '#d55e00' }],
      seed: 1,
      actions: [],
      cursor: 0,
      savedAt: '2026-11-28T00:00:00.000Z',
    }).replace('"actions":[]', `"actions":[${'{},'.repeat(1_600_000)}{}]`)
    expect(save.length).toBeLessThan(MAX_INFLATED_BYTES)
    const link = linkOf(save)
    expect(link.length).toBeLessThan(8_000)
    const { r, bytes } = decodeCounting(link)
    expect(problemOf(r)).toEqual({ path: LINK_PATH, reason: { key: 'share.tooMany', params: { max: MAX_ITEMS } } })
    expect(MAX_ITEMS).toBe(LIMITS.actions)
    // three bytes an action: inflating stopped within a few chunks of the limit, far from the 4.8 MB
    expect(bytes).toBeLessThan(3 * MAX_ITEMS + 70_000)
    expect(bytes).toBeLessThan(save.length / 2)
  })

  it('nesting deeper than any file stops at the first bracket too deep', () => {
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`
    const { r, bytes } = decodeCounting(linkOf(deep))
    expect(problemOf(r)).toEqual({ path: LINK_PATH, reason: { key: 'share.tooDeep' } })
    expect(bytes).toBeLessThan(100_000)
  })

  it('brackets and commas inside strings are text, not shape: a long title full of them still opens', () => {
    const doc = { title: `${'[,{'.repeat(MAX_DEPTH * 10)}`, list: Array.from({ length: 1000 }, (_, i) => i), q: 'a"\\' }
    const r = decodeLink(desktopLink(encodePayload(doc)))
    expect(r.ok && JSON.parse(r.value)).toEqual(doc)
  })

  it('an action log of exactly the loader’s limit passes the count, one action more does not', () => {
    const log = (n: number) => fflate.strToU8(`{"actions":[${'{"t":"roll"},'.repeat(n - 1)}{"t":"roll"}]}`)
    expect(new ShapeCounter().push(log(MAX_ITEMS))).toBeNull()
    expect(new ShapeCounter().push(log(MAX_ITEMS + 1))).toBe('tooMany')
  })
})
