/**
 * `npm run bench -- --net`: how many tables one game server process holds. The server
 * (`src-server/main.ts`, NODE_ENV=production, its data folder on disk: every move written
 * atomically, as in use) runs in a process of its own; this process plays N rooms × 4 clients of
 * Exxtra over loopback WebSockets with colyseus.js, each seat on turn sending a random legal move
 * after a think time (`--think` ms, ±50 %). A move's round trip is from the `act` sent to the
 * same client receiving it `accepted` (so it includes the server's check, apply, file write and
 * broadcast). Rooms are added in steps (`--rooms 100,250,500,…`); at each step, after a settle,
 * `--window` seconds are measured: moves per second, round trip median / p99 / max, the spread
 * of p99 over 5-second slices, and the server's CPU (share of one core) and memory. A finished
 * game is replaced by a new room. The clients keep one copy of the game per room (not one per
 * client) so that the client side stays light; their process's CPU is printed too. It stops after
 * the first step whose p99 passes 1 s. `--data <dir>` puts the room files elsewhere (/dev/shm:
 * in memory, to see the server without its disk). The server's CPU per move (ms, from /proc) is
 * printed too: unlike the round trip it hardly moves when other work shares the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Client, type Room } from 'colyseus.js'
import type { BaseState, GameModule } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'
import { ROOM_NAME, type AcceptedMessage, type LobbyMessage, type SyncMessage } from '../../shared/net/protocol.js'
import { applyAccepted } from '../../shared/net/replica.js'
import { cpuMs, fixed2, fmt, table } from './stats.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const SEATS = 4
const COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad']
const SLICE_MS = 5000
const TARGET_P99_MS = 50

interface Options {
  steps: number[]
  thinkMs: number
  windowS: number
}

const opt = (args: string[], name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)

function options(args: string[]): Options {
  return {
    steps: (opt(args, '--rooms') ?? '100,250,500,750,1000').split(',').map(Number),
    thinkMs: Number(opt(args, '--think') ?? 1000),
    windowS: Number(opt(args, '--window') ?? 20),
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN

/** the server process: `npm run server`'s entry with Node and tsx, on a free port */
async function startServerProcess(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /listening on 127\.0\.0\.1:(\d+)/.exec(out)
      if (m) resolve(Number(m[1]))
    })
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)))
  })
  return { child, port }
}

/** CPU ms and resident MB of a process, from Linux's /proc */
async function procUsage(pid: number): Promise<{ cpuMs: number; rssMb: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return { cpuMs: (Number(f[11]) + Number(f[12])) * (1000 / 100), rssMb: rss / 1024 }
}

class Bench {
  samples: number[] = []
  slices: number[][] = [[]]
  moves = 0
  refused = 0
  errors = 0
  constructor(
    readonly endpoint: string,
    readonly thinkMs: number,
  ) {}

  /** one table of four clients, playing until its game ends, then replaced */
  async table(): Promise<void> {
    const game: GameModule = GAMES.exxtra
    const clients: Room[] = []
    let state: BaseState | null = null
    let turn = 0
    let started = false
    let pending: { seat: number; turn: number; at: number } | null = null
    let timer: ReturnType<typeof setTimeout> | null = null
    let done = false

    const next = () => {
      if (done || !state) return
      const seat = game.toAct(state)
      if (seat === null) {
        done = true
        for (const c of clients) void c.leave(true).catch(() => undefined)
        void this.table().catch(() => this.errors++)
        return
      }
      const wait = this.thinkMs * (0.5 + Math.random())
      timer = setTimeout(() => {
        if (!state || done) return
        const legal = game.legalActions(state)
        const action = legal[Math.floor(Math.random() * legal.length)]
        pending = { seat, turn, at: performance.now() }
        clients[seat].send('act', { turn, action })
      }, wait)
    }

    const listen = (room: Room, seat: number) => {
      for (const type of ['welcome', 'timer', 'undo']) room.onMessage(type, () => undefined)
      room.onMessage('refused', () => this.refused++)
      room.onMessage('lobby', (m: LobbyMessage) => {
        if (seat !== 0 || started) return
        if (m.seats.every((s) => s.status !== 'free')) {
          started = true
          room.send('start', {})
        }
      })
      room.onMessage('sync', (m: SyncMessage) => {
        if (seat !== 0) return
        let s = m.initial
        for (const e of m.log) {
          const step = applyAccepted(game, s, e)
          if (!step.ok) throw new Error('bench replica disagrees')
          s = step.state
        }
        state = s
        turn = m.log.length
      })
      room.onMessage('accepted', (m: AcceptedMessage) => {
        if (pending && pending.seat === seat && pending.turn === m.turn) {
          const rtt = performance.now() - pending.at
          this.samples.push(rtt)
          this.slices[this.slices.length - 1].push(rtt)
          pending = null
        }
        if (seat !== 0 || !state) return
        const step = applyAccepted(game, state, m)
        if (!step.ok) throw new Error('bench replica disagrees')
        state = step.state
        turn = m.turn + 1
        this.moves++
        next()
      })
    }

    const host = await new Client(this.endpoint).create(ROOM_NAME, { game: 'exxtra', seats: SEATS, grace: 0 })
    clients.push(host)
    listen(host, 0)
    for (let seat = 1; seat < SEATS; seat++) {
      const room = await new Client(this.endpoint).joinById(host.roomId, {})
      clients.push(room)
      listen(room, seat)
    }
    clients.forEach((room, seat) => room.send('sit', { seat, name: `P${seat + 1}`, colour: COLOURS[seat] }))
    // the first move once the game has started (the lobby says so)
    host.onMessage('lobby', (m: LobbyMessage) => {
      if (m.started && timer === null && state) next()
    })
  }
}

export async function benchNet(args: string[]): Promise<void> {
  const o = options(args)
  const dataDir = await mkdtemp(join(opt(args, '--data') ?? os.tmpdir(), 'asobiba-bench-net-'))
  const { child, port } = await startServerProcess(dataDir)
  const cpus = os.cpus()
  console.log(`Asobiba network benchmark, ${new Date().toISOString()}`)
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown cpu'}, ${os.availableParallelism()} cores; Node ${process.version}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  console.log(
    `how: one server process (src-server/main.ts, NODE_ENV=production, room files on ${dataDir}); this process runs the clients:`,
  )
  console.log(
    `  rooms of ${SEATS} clients playing Exxtra over loopback, a random legal move per turn after ${o.thinkMs} ms ±50 % of think time;`,
  )
  console.log(
    `  round trip = act sent → accepted received by the same client; ${o.windowS} s measured per step after a 3 s settle;`,
  )
  console.log(`  p99 spread = the p99 of each ${SLICE_MS / 1000} s slice, min–max; CPU = share of one core.\n`)

  const bench = new Bench(`ws://127.0.0.1:${port}`, o.thinkMs)
  const rows: string[][] = []
  let held = 0
  let rooms = 0
  try {
    for (const target of o.steps) {
      while (rooms < target) {
        const batch = Math.min(25, target - rooms)
        await Promise.all(Array.from({ length: batch }, () => bench.table()))
        rooms += batch
      }
      await new Promise((r) => setTimeout(r, 3000))
      bench.samples = []
      bench.slices = [[]]
      bench.moves = 0
      const s0 = await procUsage(child.pid!)
      const c0 = cpuMs()
      const t0 = performance.now()
      const slicer = setInterval(() => bench.slices.push([]), SLICE_MS)
      await new Promise((r) => setTimeout(r, o.windowS * 1000))
      clearInterval(slicer)
      const seconds = (performance.now() - t0) / 1000
      const s1 = await procUsage(child.pid!)
      const clientCpu = (cpuMs() - c0) / 10 / seconds
      const sorted = [...bench.samples].sort((a, b) => a - b)
      const p99 = quantile(sorted, 0.99)
      const sliceP99 = bench.slices
        .filter((s) => s.length >= 20)
        .map((s) =>
          quantile(
            [...s].sort((a, b) => a - b),
            0.99,
          ),
        )
      const lo = Math.min(...sliceP99)
      const hi = Math.max(...sliceP99)
      if (p99 < TARGET_P99_MS) held = target
      rows.push([
        String(target),
        fmt(bench.moves / seconds),
        fmt(quantile(sorted, 0.5)),
        fmt(p99),
        sliceP99.length ? `${fmt(lo)}–${fmt(hi)}` : '-',
        fmt(sorted.at(-1) ?? NaN),
        `${fmt(((s1.cpuMs - s0.cpuMs) / 10 / seconds) | 0)} %`,
        fixed2((s1.cpuMs - s0.cpuMs) / Math.max(1, bench.moves)),
        `${fmt(s1.rssMb)} MB`,
        `${fmt(clientCpu | 0)} %`,
        String(bench.refused),
      ])
      console.log(
        `  ${target} rooms: p99 ${fmt(p99)} ms, ${fmt(bench.moves / seconds)} moves/s (load ${os.loadavg()[0].toFixed(2)})`,
      )
      if (p99 > 1000) break
    }
  } finally {
    child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  }
  console.log()
  console.log(
    table(
      [
        'rooms',
        'moves/s',
        'rtt median ms',
        'rtt p99 ms',
        'p99 spread',
        'rtt max ms',
        'server CPU',
        'CPU ms/move',
        'server RSS',
        'clients CPU',
        'refused',
      ],
      rows,
    ),
  )
  console.log(`\nlargest room count held with p99 < ${TARGET_P99_MS} ms: ${held || 'none of the steps'}`)
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
}
