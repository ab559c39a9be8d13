import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stateHash } from '../../shared/net/hash.js'
import { inProcessServer, Table, until, watch } from './harness.js'

/**
 * The room is the only authority: every request a client has no right to make, or makes badly,
 * is refused with a reason, and the game is exactly as before (the next accepted action is still
 * move 0 and every copy agrees with the server's hash).
 */
describe('a room refuses what a client may not do', () => {
  let server: Awaited<ReturnType<typeof inProcessServer>>
  beforeAll(async () => {
    server = await inProcessServer()
  })
  afterAll(() => server.stop())

  it('refuses bad table settings with their reason', async () => {
    await expect(Table.create(server.endpoint, { game: 'nope' as 'exxtra', seats: 3 })).rejects.toThrow(
      'net.badOptions',
    )
    await expect(Table.create(server.endpoint, { game: 'exxtra', seats: 8 })).rejects.toThrow('net.seatCount')
    await expect(
      Table.create(server.endpoint, { game: 'exxtra', seats: 3, scenario: { format: 'x' } }),
    ).rejects.toThrow('"key"')
  })

  it('refuses other seats, wrong turns, spectators, illegal, malformed, oversized, unknown, replayed and flooding messages', async () => {
    const host = await Table.create(server.endpoint, { game: 'exxtra', seats: 3 })
    const seenHost = watch(host)
    await until(host, () => host.you?.host === true && host.state !== null)
    host.sit(0, 'Aya', '#c0392b')
    const b = await Table.join(server.endpoint, host.code)
    const seenB = watch(b)
    await until(host, () => host.you?.seat === 0)
    b.sit(1, 'Ben', '#2980b9')
    const spectator = await Table.join(server.endpoint, host.code)
    const seenSpectator = watch(spectator)
    await until(b, () => b.you?.seat === 1 && b.you.seatToken !== null && b.you.host === false)
    expect(host.you?.hostToken).toMatch(/^[\w-]{16,}$/)

    const keys = (seen: { refused: { reason: { key: string } }[] }) => seen.refused.map((r) => r.reason.key)
    b.setBot(2, 'normal')
    b.start()
    spectator.sit(1, 'Cat', '#27ae60')
    host.start()
    await until(
      spectator,
      () => seenB.refused.length === 2 && seenSpectator.refused.length === 1 && seenHost.refused.length === 1,
    )
    expect(keys(seenB)).toEqual(['net.notHost', 'net.notHost'])
    expect(seenSpectator.refused[0].reason).toEqual({ key: 'net.seatTaken', params: { number: 2 } })
    expect(keys(seenHost)).toEqual(['net.seatsOpen'])

    host.setBot(2, 'normal')
    host.start()
    await until(host, () => host.lobby?.started === true)
    expect(host.lobby?.seats.map((s) => s.status)).toEqual(['connected', 'connected', 'bot'])
    expect(host.lobby?.spectators).toBe(1)
    expect(host.game?.toAct(host.state!)).toBe(0)

    b.act({ t: 'roll' })
    spectator.act({ t: 'roll' })
    host.act({ t: 'place', rung: 0 } as never)
    host.room.send('act', { turn: 0, action: { t: 'roll' }, seat: 1 })
    host.room.send('act', { turn: '0', action: { t: 'roll' } })
    host.room.send('act', { turn: 0, action: { t: 'roll', pad: 'x'.repeat(5000) } })
    host.room.send('act', { turn: 3, action: { t: 'roll' } })
    host.room.send('take-over', { seat: 1 })
    await until(
      host,
      () => seenHost.refused.length === 7 && seenB.refused.length === 3 && seenSpectator.refused.length === 2,
      20_000,
      () => [seenHost.refused, seenB.refused.length, seenSpectator.refused.length],
    )
    expect(seenB.refused[2]).toEqual({ request: 'act', reason: { key: 'engine.notYourTurn' } })
    expect(seenSpectator.refused[1]).toEqual({ request: 'act', reason: { key: 'net.spectator' } })
    expect(seenHost.refused.slice(1)).toEqual([
      { request: 'act', reason: { key: 'exxtra.explain.rollFirst' } },
      { request: 'act', reason: { key: 'net.malformed' } },
      { request: 'act', reason: { key: 'net.malformed' } },
      { request: 'act', reason: { key: 'net.tooLarge', params: { max: 4096 } } },
      { request: 'act', reason: { key: 'net.stale', params: { turn: 0 } } },
      { request: 'take-over', reason: { key: 'net.unknownRequest' } },
    ])
    for (const t of [host, b, spectator]) expect(t.log).toHaveLength(0)

    host.act({ t: 'roll' })
    await until(
      spectator,
      () => [host, b, spectator].every((t) => t.log.length === 1),
      20_000,
      () => [seenHost.refused.slice(7), host.log.length, b.log.length, spectator.log.length, seenHost.mismatches],
    )
    expect(host.log[0]).toMatchObject({ turn: 0, seat: 0, action: { t: 'roll' } })
    expect(host.log[0].draws).toHaveLength(2)
    for (const t of [host, b, spectator]) expect(stateHash(t.state!)).toBe(host.log[0].hash)

    host.room.send('act', { turn: 0, action: { t: 'roll' } })
    for (let i = 0; i < 60; i++) spectator.act({ t: 'roll' })
    await until(
      host,
      () => seenHost.refused.length === 8 && seenSpectator.refused.length === 62,
      20_000,
      () => [seenHost.refused.length, seenSpectator.refused.length],
    )
    expect(seenHost.refused[7].reason).toEqual({ key: 'net.stale', params: { turn: 1 } })
    expect(keys(seenSpectator)).toContain('net.tooFast')

    const place = host.game!.legalActions(host.state!).find((a) => a.t === 'place')!
    host.act(place)
    await until(b, () => b.log.length >= 2)
    expect(b.log[1]).toMatchObject({ turn: 1, seat: 0, action: place })
    expect([seenHost, seenB, seenSpectator].map((s) => s.mismatches)).toEqual([0, 0, 0])
    for (const t of [host, b, spectator]) await t.leave()
  })

  it('a copy that drifts from the server’s is noticed at the next action, reported and rebuilt from the log', async () => {
    const host = await Table.create(server.endpoint, { game: 'exxtra', seats: 3 })
    await until(host, () => host.you?.host === true)
    host.sit(0, 'Aya', '#c0392b')
    const spectator = await Table.join(server.endpoint, host.code)
    const seen = watch(spectator)
    host.setBot(1, 'normal')
    host.setBot(2, 'normal')
    host.start()
    await until(spectator, () => spectator.lobby?.started === true && spectator.state !== null)
    const synced: number[] = []
    spectator.on('synced', ({ turns }) => synced.push(turns))
    spectator.state = { ...spectator.state!, n: 99 }
    host.act({ t: 'roll' })
    await until(spectator, () => synced.length === 1 && spectator.log.length === 1)
    expect(seen.mismatchList).toEqual([{ turn: 1, why: 'hash' }])
    expect(server.reports).toEqual([
      expect.stringMatching(new RegExp(`^room ${host.code}: client [\\w-]+ disagreed at turn 0 `)),
    ])
    expect(stateHash(spectator.state)).toBe(host.log[0].hash)
    await host.leave()
    await spectator.leave()
  })
})
