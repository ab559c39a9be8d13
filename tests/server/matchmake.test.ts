import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NET_LIMITS } from '../../shared/net/protocol.js'
import { inProcessServer, Table, until } from './harness.js'

/**
 * POSTs `bytes` of create options to the matchmaker, declared up front or sent chunked (no
 * Content-Length), and resolves with the answer's status and body as soon as one comes: a server
 * that reads everything answers only after the last byte.
 */
function postOptions(
  port: number,
  bytes: number,
  declared: boolean,
): Promise<{ status: number; body: string; sent: number }> {
  const head = '{"game":"exxtra","seats":3,"scenario":"'
  const tail = '"}'
  const total = bytes
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/matchmake/create/asobiba',
        headers: { 'Content-Type': 'application/json', ...(declared ? { 'Content-Length': total } : {}) },
      },
      (res) => {
        answered = true
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }))
        res.on('error', () => resolve({ status: res.statusCode ?? 0, body, sent }))
      },
    )
    req.on('error', (err) => {
      if (!answered) reject(err)
    })
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const pump = () => {
      while (!answered && sent < total) {
        const left = total - sent
        const piece =
          sent === 0
            ? Buffer.from(head)
            : left <= tail.length
              ? Buffer.from(tail.slice(tail.length - left))
              : chunk.subarray(0, Math.min(chunk.length, left - tail.length))
        sent += piece.length
        if (!req.write(piece)) return req.once('drain', pump)
      }
      if (sent >= total) req.end()
    }
    pump()
  })
}

/** the reason inside Colyseus's error answer `{code, error}` */
const reasonOf = (body: string): unknown => JSON.parse((JSON.parse(body) as { error: string }).error)

describe('the matchmaker reads a bounded body', () => {
  let server: Awaited<ReturnType<typeof inProcessServer>>
  beforeAll(async () => {
    server = await inProcessServer()
  })
  afterAll(() => server.stop())

  it('refuses options larger than the limit with 413, declared or chunked, and keeps serving', async () => {
    const over = NET_LIMITS.matchmakeBytes + 1
    const declared = await postOptions(server.port, over, true)
    expect(declared.status).toBe(413)
    expect(reasonOf(declared.body)).toEqual({
      key: 'net.tooLarge',
      params: { max: NET_LIMITS.matchmakeBytes },
    })

    // a chunked body with no end: the answer comes once the limit is passed, not after the last byte
    const endless = await postOptions(server.port, 20 * NET_LIMITS.matchmakeBytes, false)
    expect(endless.status).toBe(413)
    expect(endless.sent).toBeLessThan(20 * NET_LIMITS.matchmakeBytes)

    const table = await Table.create(server.endpoint, { game: 'exxtra', seats: 3 })
    await until(table, () => table.you?.host === true)
    await table.leave()
  })

  it('still takes a scenario-sized body: the options are read and checked as usual', async () => {
    const answer = await postOptions(server.port, 1024 * 1024, true)
    expect(answer.status).toBe(200)
    expect(reasonOf(answer.body)).toMatchObject({ key: 'format.notObject' })
  })
})
