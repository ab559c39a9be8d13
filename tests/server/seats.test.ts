import { Deferred, type Client } from '@colyseus/core'
import { describe, expect, it } from 'vitest'
import type { LobbyMessage, WelcomeMessage } from '../../shared/net/protocol.js'
import type { ClientData } from '../../src-server/screen.js'
import { Seating, seatOf } from '../../src-server/seats.js'

/** a connection that keeps what it was sent and the code it was closed with */
function connection(sessionId: string) {
  const sent: [string, unknown][] = []
  const closed: number[] = []
  const client = {
    sessionId,
    userData: undefined as unknown,
    send: (type: string, message: unknown) => void sent.push([type, message]),
    leave: (code?: number) => void closed.push(code ?? 0),
  } as Client
  const welcome = () => sent.findLast(([type]) => type === 'welcome')?.[1] as WelcomeMessage | undefined
  return { client, closed, welcome }
}

/**
 * A game in play at a table of two seats held by two people, the host in seat 0 and Ben in seat
 * 1, kept 30 s for a dropped player; over a room that records what the seats ask of it.
 */
function seated() {
  const clients: Client[] = []
  const lobbies: LobbyMessage[] = []
  const caughtUp: Client[] = []
  const handedOn: number[] = []
  /** the dropped connections' kept seats, by session: call with the new connection to come back */
  const kept = new Map<string, (back: Client) => void>()
  const seating = new Seating({
    allowReconnection: (client) => {
      const deferred = new Deferred<Client>()
      const resolve = deferred.resolve as (back: Client) => void
      // as Colyseus does: the new connection carries the old one's data, its seat among them
      kept.set(client.sessionId, (back) => resolve(Object.assign(back, { userData: client.userData as ClientData })))
      return deferred
    },
    started: () => true,
    clients: () => clients,
    settings: () => ({ undo: 'consent', turnTimer: 0 }),
    broadcast: (m) => void lobbies.push(m),
    catchUp: (client) => void caughtUp.push(client),
    handedOn: (seat) => void handedOn.push(seat),
  })
  const join = (c: ReturnType<typeof connection>, options = {}) => {
    const why = seating.join(c.client, options)
    if (!why) clients.push(c.client)
    return why
  }
  seating.open(2, 30)
  const host = connection('host')
  const ben = connection('ben')
  join(host)
  join(ben)
  seating.sit(host.client, { seat: 0, name: 'Aya', colour: '#c0392b' })
  seating.sit(ben.client, { seat: 1, name: 'Ben', colour: '#2980b9' })
  const statuses = () => lobbies.at(-1)?.seats.map((s) => s.status)
  return { seating, join, kept, caughtUp, handedOn, statuses, ben, token: ben.welcome()!.seatToken! }
}

describe('the seats of a network table', () => {
  it('keep a dropped player’s seat for the grace time and hand it back on the new connection', async () => {
    const t = seated()
    const leaving = t.seating.leave(t.ben.client, false)
    expect(t.statuses()).toEqual(['connected', 'waiting'])

    const back = connection('ben-again')
    t.kept.get('ben')!(back.client)
    await leaving
    expect(back.welcome()).toEqual({ seat: 1, seatToken: t.token, host: false, hostToken: null })
    expect(t.caughtUp.at(-1)).toBe(back.client)
    expect(t.statuses()).toEqual(['connected', 'connected'])
  })

  it('hand the seat to whoever shows its token, closing the older connection that still holds it', async () => {
    const t = seated()
    const tab = connection('ben-tab')
    expect(t.join(tab, { seatToken: t.token })).toBeNull()
    expect(t.ben.closed).toEqual([4409])
    expect([seatOf(t.ben.client), seatOf(tab.client)]).toEqual([null, 1])
    expect(tab.welcome()).toMatchObject({ seat: 1, seatToken: t.token })

    await t.seating.leave(t.ben.client, false)
    expect(t.kept.size).toBe(0)
    expect(t.statuses()).toEqual(['connected', 'connected'])
  })

  it('refuse a wrong host token before a seat token takes a seat', () => {
    const t = seated()
    const stranger = connection('stranger')
    expect(t.join(stranger, { hostToken: 'x'.repeat(24), seatToken: t.token })).toEqual({ key: 'net.badHostToken' })
    expect(seatOf(t.ben.client)).toBe(1)
    expect(t.ben.closed).toEqual([])
  })

  it('give up the kept seat when the host puts a bot in it: the old token no longer takes it', async () => {
    const t = seated()
    const leaving = t.seating.leave(t.ben.client, false)
    expect(t.seating.setBot(1, 'easy')).toBeNull()
    await leaving
    expect(t.handedOn).toEqual([1])
    expect(t.statuses()).toEqual(['connected', 'bot'])
    expect(t.join(connection('ben-again'), { seatToken: t.token })).toEqual({ key: 'net.badSeatToken' })
  })
})
