import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { boot, type ColyseusTestServer } from '@colyseus/testing'
import type { Room } from '@colyseus/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GAMES } from '../../shared/games/registry.js'
import { ROOM_NAME } from '../../shared/net/protocol.js'
import { gameServer, type GameServer } from '../../src-server/server.js'

/**
 * The room's own logic through Colyseus's test kit (@colyseus/testing): rooms made on the server
 * side, clients of Colyseus's SDK, `room.waitForMessage` to know the room has received a request
 * and the answer to know it has handled it. What the room wrote to its file is the record checked:
 * a refused request leaves it as it was. (The other server tests drive the room with the app's own
 * client, shared/net/client.ts, so that its side of the protocol is tested too.)
 */
describe('the room, through @colyseus/testing', () => {
  let made: GameServer
  let colyseus: ColyseusTestServer
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'asobiba-room-'))
    made = gameServer({ dataDir, allowedOrigins: [], seed: () => 7 })
    made.server.open()
    colyseus = await boot(made.server)
  })
  afterEach(() => colyseus.cleanup())
  afterAll(async () => {
    await colyseus.shutdown()
    await made.bots.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** the actions the room has written to its file */
  const written = async (room: Room) =>
    (JSON.parse(await readFile(join(dataDir, `${room.roomId}.room.json`), 'utf8')) as { actions: unknown[] }).actions

  /** a Kakekko table of two seats, both taken, started by its host (the first to join) */
  async function started() {
    const room = await colyseus.createRoom(ROOM_NAME, { game: 'kakekko', seats: 2 })
    const aya = await colyseus.connectTo(room)
    const ben = await colyseus.connectTo(room)
    aya.send('sit', { seat: 0, name: 'Aya', colour: '#c0392b' })
    await room.waitForMessage('sit')
    ben.send('sit', { seat: 1, name: 'Ben', colour: '#2980b9' })
    await room.waitForMessage('sit')
    // the room takes a request at once and answers it once done: the lobby says when it has started
    const on = new Promise<void>((resolve) => {
      aya.onMessage('lobby', (lobby: { started: boolean }) => {
        if (lobby.started) resolve()
      })
    })
    aya.send('start', {})
    await on
    return { room, aya, ben }
  }

  it('a seat goes to the first who asks; the next is told it is taken', async () => {
    const room = await colyseus.createRoom(ROOM_NAME, { game: 'kakekko', seats: 2 })
    const aya = await colyseus.connectTo(room)
    const ben = await colyseus.connectTo(room)
    aya.send('sit', { seat: 0, name: 'Aya', colour: '#c0392b' })
    await room.waitForMessage('sit')
    const refused = ben.waitForMessage('refused')
    ben.send('sit', { seat: 0, name: 'Ben', colour: '#2980b9' })
    expect(await refused).toEqual({ request: 'sit', reason: { key: 'net.seatTaken', params: { number: 1 } } })
    // one seat each: Aya, already seated, is refused a second
    const again = aya.waitForMessage('refused')
    aya.send('sit', { seat: 1, name: 'Aya', colour: '#c0392b' })
    expect(await again).toEqual({ request: 'sit', reason: { key: 'net.alreadySeated' } })
  })

  it('plays only the seat on turn, at the turn it is on; every other act is refused and nothing is written', async () => {
    const { room, aya, ben } = await started()
    const watcher = await colyseus.connectTo(room)
    expect(await written(room)).toEqual([])
    const [first] = GAMES.kakekko.legalActions(GAMES.kakekko.setup(GAMES.kakekko.defaultScenario, 2, 7))

    const refusals: [typeof aya, unknown, string][] = [
      [ben, { turn: 0, action: first }, 'engine.notYourTurn'],
      [aya, { turn: 3, action: first }, 'net.stale'],
      [watcher, { turn: 0, action: first }, 'net.spectator'],
      [aya, { turn: 0, action: { t: 'no-such-action' } }, 'engine.malformedAction'],
      [aya, { turn: 'zero', action: first }, 'net.malformed'],
    ]
    for (const [client, request, key] of refusals) {
      const refused = client.waitForMessage('refused')
      client.send('act', request)
      await room.waitForMessage('act')
      expect((await refused) as unknown, key).toMatchObject({ request: 'act', reason: { key } })
      expect(await written(room)).toEqual([])
    }

    const accepted = Promise.all([aya, ben, watcher].map((c) => c.waitForMessage('accepted')))
    aya.send('act', { turn: 0, action: first })
    await room.waitForMessage('act')
    for (const message of await accepted) expect(message).toMatchObject({ seat: 0, action: first })
    expect(await written(room)).toEqual([first])
  })
})
