import { describe, expect, it, vi } from 'vitest'
import { byteLength, checkSave, loadSave, loadScenario, parseJson } from '../../../shared/formats/loadFile.js'
import { lineColumn, MAX_DEPTH, tooDeepAt } from '../../../shared/formats/json.js'
import { LIMITS, SAVE_VERSION, SCENARIO_VERSION } from '../../../shared/formats/envelope.js'
import { GAMES } from '../../../shared/games/registry.js'
import { formatProblems, hasMessage } from '../../../shared/i18n/index.js'
import type { Problem } from '../../../shared/engine/types.js'
import { replay } from '../../../shared/engine/session.js'
import { makeRand } from '../../../shared/engine/rng.js'

const base = GAMES.exxtra.defaultScenario
const text = (o: unknown) => JSON.stringify(o)
const clone = <T>(o: T): T => JSON.parse(JSON.stringify(o)) as T

function problems(res: ReturnType<typeof loadScenario>): Problem[] {
  expect(res.ok).toBe(false)
  return res.ok ? [] : res.problems
}

/** every problem must be a translatable sentence in all three languages, with a path */
function expectReadable(ps: Problem[]) {
  expect(ps.length).toBeGreaterThan(0)
  for (const p of ps) {
    expect(p.path).toBeTruthy()
    for (const l of ['en', 'ja', 'fr'] as const) expect(hasMessage(l, p.reason.key), `${l}: ${p.reason.key}`).toBe(true)
  }
  for (const m of formatProblems(ps, 'en')) expect(m.message).not.toMatch(/\bat \w+ \(|Error:|undefined/)
}

describe('scenario loader: bad files open nothing and say why, with a path', () => {
  it('accepts the built-in scenario', () => {
    expect(loadScenario(text(base)).ok).toBe(true)
  })
  it('1. not JSON', () => {
    const ps = problems(loadScenario('{"format": "asobiba.scenario",'))
    expect(ps[0].reason.key).toBe('format.notJson')
    expectReadable(ps)
  })
  it('2. too big', () => {
    const ps = problems(loadScenario(' '.repeat(LIMITS.fileBytes + 1)))
    expect(ps[0].reason.key).toBe('format.tooLarge')
    expectReadable(ps)
  })
  it('3. JSON but not an object', () => {
    expect(problems(loadScenario('[1,2,3]'))[0].reason.key).toBe('format.notObject')
    expect(problems(loadScenario('null'))[0].reason.key).toBe('format.notObject')
  })
  it('4. unknown format', () => {
    const ps = problems(loadScenario(text({ ...base, format: 'something.else' })))
    expect(ps[0]).toMatchObject({ path: 'format', reason: { key: 'format.unknownFormat' } })
    expectReadable(ps)
  })
  it('5. a saved game opened as a scenario', () => {
    expect(problems(loadScenario(text({ format: 'asobiba.save' })))[0].reason.key).toBe('format.isSaveNotScenario')
  })
  it('6. a newer version is refused with that reason', () => {
    const ps = problems(loadScenario(text({ ...base, version: SCENARIO_VERSION + 1 })))
    expect(ps[0]).toMatchObject({ path: 'version', reason: { key: 'format.newerVersion' } })
    expectReadable(ps)
  })
  it('7. a version that is not a whole number', () => {
    expect(problems(loadScenario(text({ ...base, version: 'one' })))[0].reason.key).toBe('format.badVersion')
  })
  it('8. missing fields, each with its path', () => {
    const { meta: _meta, players: _players, ...doc } = clone(base)
    const ps = problems(loadScenario(text(doc)))
    expect(ps.map((p) => p.path).sort()).toEqual(['meta', 'players'])
    expect(ps.every((p) => p.reason.key === 'format.missing')).toBe(true)
    expectReadable(ps)
  })
  it('9. wrong types', () => {
    const ps = problems(loadScenario(text({ ...base, meta: { ...base.meta, title: 42 } })))
    expect(ps[0]).toMatchObject({ path: 'meta.title', reason: { key: 'format.invalidType' } })
    expectReadable(ps)
  })
  it('10. unknown game', () => {
    const ps = problems(loadScenario(text({ ...base, game: 'chess' })))
    expect(ps[0].path).toBe('game')
    expectReadable(ps)
  })
  it('11. unknown top-level keys and unknown settings', () => {
    const ps = problems(loadScenario(text({ ...base, extra: 1 })))
    expect(ps[0].reason.key).toBe('format.unknownKeys')
    const ps2 = problems(loadScenario(text({ ...base, rules: { ...base.rules, turbo: true } })))
    expect(ps2[0]).toMatchObject({ path: 'rules', reason: { key: 'format.unknownKeys', params: { keys: 'turbo' } } })
    expectReadable([...ps, ...ps2])
  })
  it('12. player range inverted or outside the game', () => {
    const ps = problems(loadScenario(text({ ...base, players: { min: 5, max: 3 } })))
    expect(ps[0]).toMatchObject({ path: 'players.max', reason: { key: 'format.playersOrder' } })
    const ps2 = problems(loadScenario(text({ ...base, players: { min: 1, max: 8 } })))
    expect(ps2[0].reason.key).toBe('format.playersOutOfRange')
    expectReadable([...ps, ...ps2])
  })
  it('13. prototype keys do not pollute anything', () => {
    const evil = `{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}, "format": "asobiba.scenario"}`
    const res = loadScenario(evil)
    expect(res.ok).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
  it('14. deeply nested JSON is refused, not a crash', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(() => parseJson(deep)).not.toThrow()
    expect(loadScenario(deep).ok).toBe(false)
  })
  it('14b. a 5 MB board of 2.6 M nested arrays is refused by its depth before JSON.parse or the schema sees it', () => {
    const room = LIMITS.fileBytes - text(base).length - 64
    const n = Math.floor(room / 2)
    const file = text({ ...base, board: 0 }).replace('"board":0', `"board":${'['.repeat(n)}${']'.repeat(n)}`)
    expect(byteLength(file)).toBeLessThanOrEqual(LIMITS.fileBytes)
    const where = tooDeepAt(file)
    // the scan stops at the first bracket past the limit: a few dozen characters into the board
    expect(where).toBe(file.indexOf('"board":') + '"board":'.length + MAX_DEPTH - 1)
    const parse = vi.spyOn(JSON, 'parse')
    try {
      expect(problems(loadScenario(file))).toEqual([
        { path: '(file)', reason: { key: 'format.tooDeep', params: { max: MAX_DEPTH, ...lineColumn(file, where) } } },
      ])
      expect(parse).not.toHaveBeenCalled()
    } finally {
      parse.mockRestore()
    }
  })
  it('14c. brackets inside strings do not count, and every built-in scenario in a save nests far below the limit', () => {
    expect(tooDeepAt(`{"a":"${'['.repeat(100)}\\\"${'{'.repeat(100)}"}`)).toBe(-1)
    expect(tooDeepAt('['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH))).toBe(-1)
    expect(tooDeepAt('['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1))).toBe(MAX_DEPTH)
    for (const game of Object.values(GAMES)) {
      const saveText = text({
        format: 'asobiba.save',
        scenario: game.defaultScenario,
        actions: [{ t: 'x', to: [[1]] }],
      })
      expect(tooDeepAt(saveText, 8), game.defaultScenario.game).toBe(-1)
    }
  })
})

describe('saved-game loader', () => {
  function playedSave(actions = 30) {
    const g = GAMES.exxtra
    let s = g.setup(base, 3, 77)
    const rand = makeRand(1)
    const acts = []
    for (let i = 0; i < actions && g.toAct(s) !== null; i++) {
      const a = g.bots.random(s, rand)
      acts.push(a)
      s = g.apply(s, a)
    }
    return {
      format: 'asobiba.save',
      version: SAVE_VERSION,
      scenario: base,
      seats: [
        { name: 'A', colour: '#d55e00' },
        { name: 'B', colour: '#0072b2', bot: 'easy' },
        { name: 'C', colour: '#009e73' },
      ],
      seed: 77,
      actions: acts,
      cursor: acts.length,
      savedAt: new Date(0).toISOString(),
    }
  }
  it('round-trips: the loaded game replays to the same state', () => {
    const save = playedSave()
    const res = loadSave(text(save))
    expect(res.ok).toBe(true)
    if (!res.ok) return
    const again = replay(GAMES.exxtra, base, 3, 77, save.actions)
    expect(res.value.replayed.states.at(-1)).toEqual(again.states.at(-1))
    expect(res.value.stoppedAt).toBeNull()
  })
  it('a log that turns illegal loads up to the last legal action and says which failed and why', () => {
    const save = playedSave()
    save.actions.splice(5, 0, { t: 'place', rung: 99 } as never)
    const res = loadSave(text(save))
    expect(res.ok).toBe(true)
    if (!res.ok) return
    expect(res.value.save.actions).toHaveLength(5)
    expect(res.value.stoppedAt?.path).toBe('actions[5]')
    expect(res.value.stoppedAt?.reason.cause).toBeTruthy()
  })
  it('a newer save version is refused with that reason', () => {
    const res = checkSave({ ...playedSave(), version: SAVE_VERSION + 1 })
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.problems[0].reason.key).toBe('format.newerVersion')
  })
  it('a broken embedded scenario is reported under scenario.', () => {
    const res = checkSave({ ...playedSave(), scenario: { ...base, players: { min: 9, max: 9 } } })
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.problems[0].path.startsWith('scenario.players')).toBe(true)
  })
  it('a seat count the scenario does not allow is refused', () => {
    const save = playedSave(0)
    const res = checkSave({ ...save, seats: save.seats.slice(0, 1) })
    expect(res.ok).toBe(false)
  })
  it('a scenario opened as a save says so', () => {
    const res = loadSave(text(base))
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.problems[0].reason.key).toBe('format.isScenarioNotSave')
  })
})
