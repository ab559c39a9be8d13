import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { deflateSync, strToU8 } from 'fflate'
import type { GameModule } from '../../../shared/engine/types.js'
import { loadSave, loadScenario } from '../../../shared/formats/loadFile.js'
import { GAMES } from '../../../shared/games/registry.js'
import { recess } from '../../../shared/games/recess/index.js'
import { serializeSave } from '../../../shared/formats/save.js'
import { SAVE_FORMAT, SAVE_VERSION } from '../../../shared/formats/envelope.js'
import {
  COMFORTABLE_LINK_CHARS,
  decodeLink,
  decodePayload,
  desktopLink,
  encodePayload,
  fromBase64Url,
  LINK_PATH,
  MAX_INFLATED_BYTES,
  MAX_PAYLOAD_CHARS,
  payloadOfLink,
  toBase64Url,
  webLink,
} from '../../../shared/share/codec.js'
import { openLinkText } from '../../../shared/share/open.js'
import { DICTIONARY_V1, DICTIONARY_V2 } from '../../../shared/share/dictionary.js'
import { chooseAction } from '../../../shared/ai/choose.js'
import { qrPlan } from '../../../shared/share/qr.js'

const games = Object.values<GameModule>(GAMES)
const ADDRESS = 'https://asobiba.example/play/index.html'

/** a payload of format 1 around any bytes, as a hostile link could hold */
const wrap = (bytes: Uint8Array, level: 0 | 9 = 9) =>
  `1${toBase64Url(deflateSync(bytes, { level, dictionary: DICTIONARY_V1 }))}`

const keyOf = (r: { ok: boolean; problems?: { path: string; reason: { key: string } }[] }) =>
  r.ok ? 'ok' : `${r.problems![0].path} ${r.problems![0].reason.key}`

describe('base64url', () => {
  it('writes the RFC 4648 §5 alphabet without padding, and reads it back, for every length', () => {
    for (let n = 0; n < 70; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n * 11) & 255)
      const text = toBase64Url(bytes)
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/)
      expect(text).toBe(Buffer.from(bytes).toString('base64url'))
      expect(fromBase64Url(text)).toEqual(bytes)
    }
  })
})

describe('share links: round trip', () => {
  for (const game of games) {
    it(`${game.id}: the default scenario comes back from its web link and its desktop link, and the loader accepts it`, () => {
      const payload = encodePayload(game.defaultScenario)
      for (const link of [webLink(ADDRESS, payload), desktopLink(payload)]) {
        const text = decodeLink(link)
        expect(text.ok).toBe(true)
        if (!text.ok) return
        expect(JSON.parse(text.value)).toEqual(game.defaultScenario)
        const loaded = loadScenario(text.value)
        expect(loaded.ok).toBe(true)
      }
    })

    it(`${game.id}: a default-size scenario gives a web link of at most ${COMFORTABLE_LINK_CHARS} characters`, () => {
      const link = webLink(ADDRESS, encodePayload(game.defaultScenario))
      expect(link.length).toBeLessThanOrEqual(COMFORTABLE_LINK_CHARS)
    })
  }

  for (const game of games) {
    it(`${game.id}: a saved game of 30 actions comes back whole, and replays to the same state`, () => {
      const scenario = game.defaultScenario
      const seats = scenario.players.min
      let state = game.setup(scenario, seats, 7)
      const actions: { t: string }[] = []
      for (let i = 0; i < 30 && game.result(state) === null; i++) {
        const action = game.legalActions(state)[0]
        actions.push(action)
        state = game.apply(state, action)
      }
      const save = {
        format: SAVE_FORMAT,
        version: SAVE_VERSION,
        scenario,
        seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, colour: '#d55e00' })),
        seed: 7,
        actions,
        cursor: actions.length,
        savedAt: new Date(Date.UTC(2026, 10, 24)).toISOString(),
      }
      const text = decodeLink(desktopLink(encodePayload(JSON.parse(serializeSave(save as never)))))
      expect(text.ok).toBe(true)
      if (!text.ok) return
      const loaded = loadSave(text.value)
      expect(loaded).toMatchObject({ ok: true })
      if (loaded.ok) expect(loaded.value.replayed.states.at(-1)).toEqual(state)
    })
  }

  it('the web link replaces any fragment the address had, and keeps its query', () => {
    expect(webLink('https://a.example/x?lang=fr#s=old', 'NEW')).toBe('https://a.example/x?lang=fr#s=NEW')
    expect(payloadOfLink('https://a.example/x?lang=fr#s=NEW')).toBe('NEW')
    expect(payloadOfLink('asobiba://open#s=abc')).toBe('abc')
    expect(payloadOfLink('https://a.example/')).toBeNull()
  })
})

describe('share links: refused, with a path and a specific reason', () => {
  it('a decompression bomb stops at the file limit, while inflating', () => {
    // a few kilobytes that would inflate to more than a file may hold
    const bomb = wrap(new Uint8Array(MAX_INFLATED_BYTES + 1024).fill(32))
    expect(bomb.length).toBeLessThan(MAX_PAYLOAD_CHARS)
    const r = decodePayload(bomb)
    expect(keyOf(r)).toBe(`${LINK_PATH} share.tooLarge`)
    // with a small limit, a small bomb is caught the same way
    const small = wrap(new Uint8Array(100_000).fill(65))
    expect(keyOf(decodePayload(small, { chars: MAX_PAYLOAD_CHARS, bytes: 10_000 }))).toBe(`${LINK_PATH} share.tooLarge`)
  })

  it('a payload longer than the cap is refused before any decoding', () => {
    const r = decodePayload('A'.repeat(MAX_PAYLOAD_CHARS + 1))
    expect(keyOf(r)).toBe(`${LINK_PATH} share.tooLong`)
    expect(r.ok ? null : r.problems[0].reason.params).toEqual({ n: MAX_PAYLOAD_CHARS + 1, max: MAX_PAYLOAD_CHARS })
  })

  it('garbage: a character outside base64url says which and where', () => {
    const r = decodePayload('1abc$def')
    expect(keyOf(r)).toBe(`${LINK_PATH} share.badCharacter`)
    expect(r.ok ? null : r.problems[0].reason.params).toEqual({ char: '$', at: 5 })
  })

  it('garbage: base64url that is not compressed data', () => {
    expect(keyOf(decodePayload(`1${toBase64Url(strToU8('{"format":"asobiba.scenario"}'))}`))).toBe(
      `${LINK_PATH} share.notCompressed`,
    )
  })

  it('garbage: compressed bytes that are not UTF-8 text', () => {
    expect(keyOf(decodePayload(wrap(Uint8Array.of(0xff, 0xfe, 0x80))))).toBe(`${LINK_PATH} share.notText`)
  })

  it('garbage: text that is not JSON', () => {
    expect(keyOf(decodePayload(wrap(strToU8('{"format":'))))).toBe(`${LINK_PATH} share.notJson`)
  })

  it('a link of a later format, or of none', () => {
    expect(keyOf(decodePayload(`3${encodePayload({}).slice(1)}`))).toBe(`${LINK_PATH} share.newerFormat`)
    expect(keyOf(decodePayload(`A${encodePayload({})}`))).toBe(`${LINK_PATH} share.unknownFormat`)
  })

  it('packed rows cannot blow up into more than a file may hold (keys written once, a row of nothing each)', () => {
    const keys = Array.from({ length: 200 }, (_, i) => `key${i}`)
    const rows = Array.from({ length: 20_000 }, () => [])
    const packedBomb = wrap(strToU8(JSON.stringify({ '~': keys, r: rows })))
    expect(packedBomb.length).toBeLessThan(MAX_PAYLOAD_CHARS)
    expect(keyOf(decodePayload(packedBomb))).toBe(`${LINK_PATH} share.tooLarge`)
  })

  it('a truncated link, cut anywhere, is refused as cut short (or as not the data it was), never loaded', () => {
    const full = encodePayload(GAMES.recess.defaultScenario)
    const seen = new Set<string>()
    for (let cut = 1; cut < full.length; cut++) {
      const r = decodePayload(full.slice(0, cut))
      expect(r.ok, `cut at ${cut}`).toBe(false)
      seen.add(keyOf(r))
    }
    expect(seen).toContain(`${LINK_PATH} share.truncated`)
    // a cut that leaves the DEFLATE stream unfinished says so
    expect(keyOf(decodePayload(full.slice(0, 4 * Math.floor(full.length / 8))))).toBe(`${LINK_PATH} share.truncated`)
  })

  it('a link without a payload, and an empty one', () => {
    expect(keyOf(decodeLink('https://asobiba.example/'))).toBe(`${LINK_PATH} share.noPayload`)
    expect(keyOf(decodeLink('asobiba://open#s='))).toBe(`${LINK_PATH} share.empty`)
  })

  it('a well-formed link to a bad file gets the loader’s own problems, with their paths', () => {
    const scenario = structuredClone(recess.defaultScenario)
    scenario.players.min = 0
    const r = openLinkText(webLink(ADDRESS, encodePayload(scenario)))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const loaded = loadScenario(r.value.text)
    expect(keyOf(loaded)).toBe('players.min format.tooSmall.number')
  })
})

describe('share links: format 1 is frozen', () => {
  it('the preset dictionary never changes (links made today open in every later version)', () => {
    expect(createHash('sha256').update(DICTIONARY_V1).digest('hex')).toBe(
      '3fd816a979cc0a32d2604aeeca8f5908c7184588f1178dbaae248f88b909a382',
    )
  })

  it('a payload made by the first version still decodes to the same document', () => {
    const r = decodePayload('1w595czKLgTJYrQUaUgHkRANzA9CeaqVkJau80pyc2lhQONXVAaO1pKg0tRYA')
    expect(r.ok && JSON.parse(r.value)).toEqual({
      format: 'asobiba.scenario',
      list: [
        { a: 1, b: 'x' },
        { a: 2, b: 'y', c: null },
      ],
      '~k': true,
    })
  })
})

describe('share links: format 2 presets the built-in boards', () => {
  it('its dictionary never changes either (format 1’s words, then the built-in scenarios of 2026)', () => {
    expect(DICTIONARY_V2.subarray(0, DICTIONARY_V1.length)).toEqual(DICTIONARY_V1)
    expect(createHash('sha256').update(DICTIONARY_V2).digest('hex')).toBe(
      'a90b0c614a3a5c04dc4dcf9283751a60f53fc2bb00065539ec93aa1ca0dc64be',
    )
    expect(decodePayload('2w99ry8ksBspgnVgB9uMqgBygL0BtdWCXRMkqrzQnpxacverqgD2NkqLS1FoA')).toMatchObject({ ok: true })
  })

  for (const game of games) {
    it(`${game.id}: a format 1 link of the default scenario still opens, to the same document`, () => {
      const text = decodeLink(desktopLink(encodePayload(game.defaultScenario, '1')))
      expect(text.ok && JSON.parse(text.value)).toEqual(game.defaultScenario)
    })
  }

  it('a Kakekko game of 80 actions by bots on the built-in course fits a QR code, and comes back as the same save', () => {
    const game = GAMES.kakekko
    const scenario = game.defaultScenario
    let state = game.setup(scenario, 4, 20261128)
    const actions: { t: string }[] = []
    while (actions.length < 80 && game.result(state) === null) {
      const action = chooseAction(game, state, 'easy', actions.length)
      actions.push(action)
      state = game.apply(state, action)
    }
    expect(actions.length).toBe(80)
    const save = JSON.parse(
      serializeSave({
        format: SAVE_FORMAT,
        version: SAVE_VERSION,
        scenario,
        seats: ['Aiko', 'Bot 2', 'Bot 3', 'Bot 4'].map((name, i) => ({
          name,
          colour: '#d55e00',
          ...(i > 0 ? { bot: 'easy' as const } : {}),
        })),
        seed: 20261128,
        actions,
        cursor: actions.length,
        savedAt: new Date(Date.UTC(2026, 10, 28)).toISOString(),
      } as never),
    ) as unknown
    const link = webLink(ADDRESS, encodePayload(save))
    // format 1 carried the course whole (about 2,000 characters, at the QR code's limit)
    const before = webLink(ADDRESS, encodePayload(save, '1')).length
    expect(before).toBeGreaterThan(1900)
    expect(link.length).toBeLessThan(COMFORTABLE_LINK_CHARS / 3)
    expect(qrPlan(link).kind).toBe('qr')
    const text = decodeLink(link)
    expect(text.ok && JSON.parse(text.value)).toEqual(save)
    const loaded = text.ok ? loadSave(text.value) : null
    expect(loaded?.ok && loaded.value.replayed.states.at(-1)).toEqual(state)
  })
})
