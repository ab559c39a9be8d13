import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stateHash } from '../../shared/net/hash.js'
import type { UndoMessage } from '../../shared/net/protocol.js'
import { roomFileSchema } from '../../src-server/store.js'
import { inProcessServer, Table, until, watch, ayaHosts, benAndABot } from './harness.js'

/**
 * Taking a move back over the network: only the seat that made the last move may ask, never over
 * a roll, and the server rewinds only once every other person at the table has accepted; until
 * then nothing is played. A table set to `off` refuses every request.
 */
describe('undo by consent', () => {
  let server: Awaited<ReturnType<typeof inProcessServer>>
  beforeAll(async () => {
    server = await inProcessServer()
  })
  afterAll(() => server.stop())

  async function twoPlayers(undo: 'consent' | 'off') {
    const a = await ayaHosts(server.endpoint, { game: 'exxtra', seats: 3, undo })
    const b = await benAndABot(a, server.endpoint, 'easy')
    a.start()
    await until(b, () => b.lobby?.started === true && a.lobby?.started === true)
    return { a, b }
  }

  it('asks the others, plays nothing while they answer, and rewinds one action for everyone once all accept', async () => {
    const { a, b } = await twoPlayers('consent')
    const spectator = await Table.join(server.endpoint, a.code)
    const seen = [a, b, spectator].map(watch)
    const undoSeen: UndoMessage[] = []
    b.on('undo', (m) => undoSeen.push(m))
    expect(a.lobby?.undo).toBe('consent')

    a.act({ t: 'roll' })
    await until(a, () => a.log.length === 1)
    a.askUndo()
    await until(a, () => seen[0].refused.length === 1)
    expect(seen[0].refused[0]).toEqual({ request: 'undo', reason: { key: 'net.undoChance' } })

    const place = a.game!.legalActions(a.state!).find((x) => x.t === 'place')!
    a.act(place)
    await until(b, () => b.log.length === 2 && a.log.length === 2)
    expect(a.log[1].draws).toEqual([])
    expect(a.game!.toAct(a.state!)).toBe(1)
    const before = a.log[0].hash

    b.askUndo()
    spectator.askUndo()
    await until(b, () => seen[1].refused.length === 1 && seen[2].refused.length === 1)
    expect(seen[1].refused[0].reason).toEqual({ key: 'net.undoNotYours' })
    expect(seen[2].refused[0].reason).toEqual({ key: 'net.spectator' })

    a.askUndo()
    await until(b, () => b.undo !== null)
    expect(b.undo).toEqual({ turn: 2, seat: 0, status: 'asked', waiting: [1] })
    // nothing is played while the request is open, and only the seats asked may answer
    b.act({ t: 'roll' })
    a.answerUndo(true)
    await until(b, () => seen[1].refused.length === 2 && seen[0].refused.length === 2)
    expect(seen[1].refused[1].reason).toEqual({ key: 'net.undoPending' })
    expect(seen[0].refused[1].reason).toEqual({ key: 'net.notAskedUndo' })
    expect(a.log).toHaveLength(2)

    b.answerUndo(false)
    await until(a, () => undoSeen.at(-1)?.status === 'declined' && a.undo === null)
    expect(a.log).toHaveLength(2)

    a.askUndo()
    await until(b, () => b.undo?.status === 'asked')
    b.answerUndo(true)
    await until(spectator, () => [a, b, spectator].every((t) => t.log.length === 1 && t.undo === null))
    expect(undoSeen.map((m) => m.status)).toEqual(['asked', 'declined', 'asked', 'accepted'])
    for (const t of [a, b, spectator]) {
      expect(stateHash(t.state!)).toBe(before)
      expect(t.game!.toAct(t.state!)).toBe(0)
    }
    const file = roomFileSchema.parse(JSON.parse(await readFile(join(server.dataDir, `${a.code}.room.json`), 'utf8')))
    expect(file.actions).toEqual([{ t: 'roll' }])

    // play goes on from the rewound position, and a stale answer changes nothing
    b.room.send('answerUndo', { turn: 2, accept: true })
    a.act(place)
    await until(spectator, () => spectator.log.length === 2 && seen[1].refused.length === 3)
    expect(seen[1].refused[2].reason).toEqual({ key: 'net.noUndoAsked' })
    expect(seen.map((s) => s.mismatches)).toEqual([0, 0, 0])
    for (const t of [a, b, spectator]) await t.leave()
  })

  it('a table with undo off refuses every request', async () => {
    const { a, b } = await twoPlayers('off')
    const seen = watch(a)
    expect(a.lobby?.undo).toBe('off')
    a.act({ t: 'roll' })
    await until(a, () => a.log.length === 1)
    a.act(a.game!.legalActions(a.state!).find((x) => x.t === 'place')!)
    await until(a, () => a.log.length === 2)
    a.askUndo()
    await until(a, () => seen.refused.length === 1)
    expect(seen.refused[0].reason).toEqual({ key: 'net.undoOff' })
    expect(a.log).toHaveLength(2)
    await a.leave()
    await b.leave()
  })
})
