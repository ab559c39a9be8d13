import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Table, until } from './harness.js'
import { freePort } from '../support/serverProcess.js'
import { kill, startChild, type ChildServer } from './child.js'

/** Debian's redis-server on `port`, in memory only, resolved once it accepts connections */
function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  return new Promise((resolve, reject) => {
    redis.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('Ready to accept connections')) resolve(redis)
    })
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)))
  })
}

describe('with REDIS_URL, server processes share rooms', () => {
  const servers: ChildServer[] = []
  let redis: ChildProcess | null = null
  afterAll(async () => {
    await Promise.all(servers.map(kill))
    redis?.kill('SIGTERM')
  })

  it('a room created through one process is joined through the other', async () => {
    const [redisPort, port1, port2] = [await freePort(), await freePort(), await freePort()]
    redis = await startRedis(redisPort)
    const REDIS_URL = `redis://127.0.0.1:${redisPort}`
    for (const port of [port1, port2]) {
      servers.push(
        await startChild({ REDIS_URL, PORT: String(port), DATA_DIR: await mkdtemp(join(tmpdir(), 'asobiba-redis-')) }),
      )
    }
    const host = await Table.create(servers[0].endpoint, { game: 'kakekko', seats: 2 })
    await until(host, () => host.you?.host === true)
    host.sit(0, 'Aya', '#c0392b')
    const guest = await Table.join(servers[1].endpoint, host.code)
    await until(guest, () => guest.state !== null)
    guest.sit(1, 'Ben', '#2980b9')
    await until(host, () => host.lobby?.seats.every((s) => s.status === 'connected') === true)
    expect(guest.code).toBe(host.code)
    expect(host.lobby?.seats.map((s) => s.name)).toEqual(['Aya', 'Ben'])
    await host.leave()
    await guest.leave()
  })
})
