import { describe, expect, it } from 'vitest'
import { messages } from '../../../shared/games/recess/messages.js'

type Tree = { [k: string]: string | Tree }
function flat(t: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(t)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of flat(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}
const en = flat(messages.en)
const ja = flat(messages.ja)
const fr = flat(messages.fr)
// distinct names: a text with plural forms ("one | other") repeats its placeholders
const names = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

describe('Recess! texts', () => {
  it('every key in English, Japanese and French, with the same placeholders', () => {
    expect([...ja.keys()].sort()).toEqual([...en.keys()].sort())
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort())
    for (const [key, text] of en) {
      expect(names(ja.get(key)!), `ja ${key}`).toEqual(names(text))
      expect(names(fr.get(key)!), `fr ${key}`).toEqual(names(text))
    }
  })

  it('French puts a no-break space before : ; ? ! and never a plain one', () => {
    let checked = 0
    for (const [key, text] of fr) {
      expect(text, key).not.toMatch(/ [:;?!]/)
      for (const m of text.matchAll(/(.)[:;?!]/g)) {
        if (m[1] !== '\u00a0' && /\s/.test(m[1])) throw new Error(`${key}: "${text}"`)
        if (m[1] === '\u00a0') checked++
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  it('the in-app rules describe the rulings a player meets (issue 13)', () => {
    for (const key of ['summary.freed', 'summary.watch', 'summary.fight', 'summary.breakup', 'summary.timer']) {
      for (const m of [en, ja, fr]) expect(m.get(`recess.${key}`), key).toBeTruthy()
    }
    expect(en.get('recess.summary.watch')).toMatch(/cannot pass/)
    expect(en.get('recess.summary.freed')).toMatch(/whole turn/)
    expect(en.get('recess.summary.breakup')).toMatch(/two different cells beside the fight/)
  })
})
