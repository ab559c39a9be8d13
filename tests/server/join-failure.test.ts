import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinFailure } from '../../shared/net/failure.js'
import { inProcessServer, Table } from './harness.js'

/**
 * What Play online says when creating or joining a table fails, from the errors the real client
 * throws. The browser edition's own address (`npm run web`, `vite preview`) is what the Game
 * server field holds at first there: a web server that answers 404 to the matchmaker is not "a
 * table that is over" but not a game server at all.
 */
describe('why a table could not be created or joined', () => {
  let game: Awaited<ReturnType<typeof inProcessServer>>
  let web: Server
  let webAddress: string
  beforeAll(async () => {
    game = await inProcessServer()
    web = createServer((_req, res) => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found'))
    await new Promise<void>((done) => web.listen(0, '127.0.0.1', done))
    webAddress = `ws://127.0.0.1:${(web.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await game.stop()
    await new Promise((done) => web.close(done))
  })

  const failure = (attempt: Promise<Table>, server: string) =>
    attempt.then(
      (t) => (t.leave(), null),
      (err: unknown) => joinFailure(err, server),
    )

  it('a web server that is not a game server says so, for a new table and for a join', async () => {
    const expected = { key: 'online.notGameServer', params: { server: webAddress } }
    expect(await failure(Table.create(webAddress, { game: 'exxtra', seats: 3 }), webAddress)).toEqual(expected)
    expect(await failure(Table.join(webAddress, 'abcdefghi'), webAddress)).toEqual(expected)
  })

  it('a room code the game server does not know is no such table', async () => {
    expect(await failure(Table.join(game.endpoint, 'abcdefghi'), game.endpoint)).toEqual({ key: 'online.noRoom' })
  })

  it('nothing listening is unreachable; the room’s own refusal is passed on', async () => {
    const none = 'ws://127.0.0.1:1'
    expect(await failure(Table.create(none, { game: 'exxtra', seats: 3 }), none)).toEqual({
      key: 'online.unreachable',
      params: { server: none },
    })
    const t = await Table.create(game.endpoint, { game: 'exxtra', seats: 3 })
    expect(await failure(Table.join(game.endpoint, t.code, { seatToken: 'x'.repeat(16) }), game.endpoint)).toEqual({
      key: 'net.badSeatToken',
    })
    await t.leave()
  })
})
