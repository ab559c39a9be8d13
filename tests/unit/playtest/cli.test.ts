import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { GAMES } from '../../../shared/games/registry.js'
import { report } from '../../../shared/playtest/report.js'
import type { GameRecord, PlaytestRun } from '../../../shared/playtest/types.js'
import { describeReport } from '../../../scripts/playtest/describe.js'

/** `npm run playtest` as a designer runs it: a child process, its stdout, stderr and exit code */
const root = fileURLToPath(new URL('../../..', import.meta.url))
const script = join(root, 'scripts/playtest.ts')

function playtest(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr })
    })
  })
}

const exxtra = join(root, 'resources/scenarios/exxtra.scenario.json')

describe('npm run playtest', () => {
  it('--json prints one object of the stated shape, the same with 1 and 2 workers', async () => {
    const args = [exxtra, '--games', '12', '--seed', '5', '--level', 'easy', '--json']
    const [one, two] = await Promise.all([playtest(...args, '--workers', '1'), playtest(...args, '--workers', '2')])
    expect(one.code).toBe(0)
    expect(two.code).toBe(0)
    expect(two.stdout).toBe(one.stdout)
    expect(one.stdout.trim().split('\n')).toHaveLength(1)
    const out = JSON.parse(one.stdout) as Record<string, unknown>
    expect(Object.keys(out)).toEqual(['game', 'games', 'seed', 'seats', 'ties', 'length', 'limitEnded'])
    expect(out).toMatchObject({ game: 'exxtra', games: 12, seed: 5 })
    const seats = out.seats as { seat: number; wins: number; winRate: number; low: number; high: number }[]
    // the built-in Exxtra scenario is for 3 to 6 players: 4 by default, numbered from 1 as the app shows them
    expect(seats.map((s) => s.seat)).toEqual([1, 2, 3, 4])
    for (const s of seats) {
      expect(Object.keys(s)).toEqual(['seat', 'wins', 'winRate', 'low', 'high'])
      expect(s.winRate).toBeCloseTo(s.wins / 12)
      expect(s.low).toBeLessThanOrEqual(s.winRate)
      expect(s.high).toBeGreaterThanOrEqual(s.winRate)
    }
    expect(seats.reduce((n, s) => n + s.wins, 0) + (out.ties as number)).toBe(12)
    expect(Object.keys(out.length as object)).toEqual(['median', 'p90', 'max'])
    expect(typeof out.limitEnded).toBe('number')
  })

  it('a bad option, a bad file and an unplayable scenario: a message on stderr and exit code 2', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'playtest-'))
    const broken = join(dir, 'broken.json')
    await writeFile(broken, '{"format": "asobiba.scenario", "version": 1, "game": "exxtra"')
    // teams of two need a fixed count of 4, 6 or 8 seats: the built-in board's 2 to 8 cannot be played
    const teams = join(dir, 'teams.json')
    const k = GAMES.kakekko.defaultScenario
    await writeFile(teams, JSON.stringify({ ...k, rules: { ...k.rules, teams: true } }))
    const [level, games, file, notJson, unplayable, seats] = await Promise.all([
      playtest(exxtra, '--level', 'expert'),
      playtest(exxtra, '--games', 'many'),
      playtest(join(dir, 'missing.json')),
      playtest(broken),
      playtest(teams),
      playtest(exxtra, '--seats', '2'),
    ])
    expect(level).toMatchObject({ code: 2, stdout: '' })
    expect(level.stderr).toMatch(/--level is one of easy, normal, hard, not "expert"/)
    expect(games).toMatchObject({ code: 2, stdout: '' })
    expect(games.stderr).toMatch(/--games takes a whole number/)
    expect(file).toMatchObject({ code: 2, stdout: '' })
    expect(file.stderr).toMatch(/cannot read .*missing\.json: ENOENT/)
    expect(notJson).toMatchObject({ code: 2, stdout: '' })
    expect(notJson.stderr).toMatch(/is not a playable scenario/)
    expect(unplayable).toMatchObject({ code: 2, stdout: '' })
    expect(unplayable.stderr).toMatch(
      /teams\.json is not a playable scenario:\n {2}players: Teams of two need .*4, 6 or 8/,
    )
    expect(seats).toMatchObject({ code: 2, stdout: '' })
    expect(seats.stderr).toMatch(/--seats 2: this scenario is for 3 to 6 players/)
  })
})

describe('the readable report', () => {
  it('counts the ties a seat shared in words that fit the number: 1 tie, 3 ties', () => {
    /** 50 games of 3 seats: the first shared by seats 1 and 2, the next two by seats 1 and 3 */
    const records: GameRecord[] = Array.from({ length: 50 }, (_, index) => {
      const winners = index === 0 ? [0, 1] : index < 3 ? [0, 2] : [index % 3]
      return {
        index,
        seed: index,
        ranking: [0, 1, 2].map((s) => (winners.includes(s) ? 1 : 2)),
        winners,
        tie: winners.length > 1,
        turns: 10,
        actions: 20,
        end: { kind: 'goal', limit: false },
        counts: { counters: {}, heat: {} },
      }
    })
    const run: PlaytestRun = {
      scenario: GAMES.exxtra.defaultScenario,
      seats: 3,
      levels: ['normal', 'normal', 'normal'],
      seed: 1,
      games: 50,
    }
    const lines = describeReport(report(run, records), 'normal')
    expect(lines.find((l) => l.startsWith('  Seat 1 '))).toMatch(/; shares first place in 3 ties$/)
    expect(lines.find((l) => l.startsWith('  Seat 2 '))).toMatch(/; shares first place in 1 tie$/)
  })
})
