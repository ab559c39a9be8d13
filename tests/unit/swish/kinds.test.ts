/**
 * Issue 34, item 8: a bot's first second of search was spent compiling the rules again and again.
 * One cause was lists of one meaning made in V8 elements kinds of their own (a list made by `map`
 * is holey, one made by a spread or a literal packed): compiled code that met one kind was thrown
 * away ("wrong map") at the other. Every list a Swish state holds, and legalActions' answer, must
 * come in one kind over whole games. V8 tells kinds only to code run with --allow-natives-syntax:
 * the games are played in a child process (probes/kinds.ts).
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const probe = fileURLToPath(new URL('./probes/kinds.ts', import.meta.url))

function kinds(games: number): Promise<Record<string, string[]>> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', probe, String(games)],
      { cwd: root },
      (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as Record<string, string[]>),
    )
  })
}

describe('Swish states keep one elements kind per list (issue 34, item 8)', () => {
  it('over seeded random games of 2, 3 and 4 seats, each list of a state, and legalActions, comes in one kind', async () => {
    const met = await kinds(8)
    expect(Object.keys(met).sort()).toEqual(
      ['fish', 'fish.c', 'fish.p', 'legalActions', 'options', 'pond', 'sick', 'slotOf'].sort(),
    )
    for (const [list, seen] of Object.entries(met)) expect(seen, list).toHaveLength(1)
  })
})
