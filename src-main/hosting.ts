import { networkInterfaces } from 'node:os'
import QRCode from 'qrcode'
import { desktopJoinLink, webJoinLink } from '../shared/net/links.js'
import { qrLevel, QR_QUIET_MODULES } from '../shared/share/qr.js'
import { ok, refusedWhole, type Result } from '../shared/result.js'
import type { HostedGame, JoinDetails } from '../shared/ipc.js'
import type { FromServer, ToServer } from '../src-server/utility.js'

/**
 * "Play online → Host": the game server in a child process of main (an Electron utility process,
 * src-server/utility.ts; never the renderer), started on the port the player chose, and what
 * other players need to join a table there: the room code, the `asobiba:` link, the web link and
 * a QR code of the web link, made with the share dialog's own settings (shared/share/qr.ts).
 */

/** the part of Electron's UtilityProcess (and of a Node child process, in tests) used here */
export interface ServerProcess {
  postMessage(message: ToServer): void
  on(event: 'message', listener: (message: unknown) => void): unknown
  on(event: 'exit', listener: (code: number) => void): unknown
  kill(): boolean
}

/** the hosted server: its port, this machine's endpoint and the addresses others reach it at */
export type HostInfo = Omit<HostedGame, 'reload'>

/** this machine's IPv4 addresses others may reach, loopback last (alone when there is no network) */
export function lanAddresses(): string[] {
  const out: string[] = []
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(a.address)
  }
  return [...out, '127.0.0.1']
}

const isReply = (m: unknown): m is FromServer =>
  typeof m === 'object' &&
  m !== null &&
  ['hosting', 'failed', 'stopped'].includes((m as { type?: unknown }).type as string)

export class Hosting {
  private child: ServerProcess | null = null
  private info: HostInfo | null = null
  private replies: ((m: FromServer | { type: 'exit' }) => void)[] = []

  constructor(
    private readonly spawn: () => ServerProcess,
    private readonly dataDir: string,
    private readonly addresses: () => string[] = lanAddresses,
    /** the page the server serves at `/`, where web join links lead (the app's own renderer build) */
    private readonly webDir?: string,
  ) {}

  /** the server being hosted, or null */
  get running(): HostInfo | null {
    return this.info
  }

  /**
   * Starts the server on `port` (one already hosting answers with itself when the port is the
   * same, and is stopped first when it is not). Listening on every interface: other machines join.
   */
  async start(port: number): Promise<Result<HostInfo>> {
    if (this.info?.port === port) return ok(this.info)
    await this.stop()
    const child = this.spawn()
    this.child = child
    child.on('message', (m) => {
      if (isReply(m)) this.replies.shift()?.(m)
    })
    child.on('exit', () => {
      if (this.child === child) {
        this.child = null
        this.info = null
      }
      for (const reply of this.replies.splice(0)) reply({ type: 'exit' })
    })
    const answer = await this.ask({
      type: 'host',
      port,
      host: '0.0.0.0',
      dataDir: this.dataDir,
      allowedOrigins: [],
      webDir: this.webDir,
    })
    if (answer.type !== 'hosting') {
      child.kill()
      this.child = null
      const code = answer.type === 'failed' ? answer.code : 'EEXIT'
      if (code === 'EADDRINUSE') return refusedWhole({ key: 'net.portInUse', params: { port } })
      if (code === 'EACCES') return refusedWhole({ key: 'net.portDenied', params: { port } })
      return refusedWhole({ key: 'net.hostFailed', params: { code } })
    }
    const addresses = this.addresses().map((a) => `${a}:${answer.port}`)
    this.info = { port: answer.port, endpoint: `ws://127.0.0.1:${answer.port}`, addresses }
    return ok(this.info)
  }

  /** stops the server (its rooms close; their files stay for the next time) and its process */
  async stop(): Promise<void> {
    const child = this.child
    if (!child) return
    await this.ask({ type: 'stop' })
    child.kill()
    this.child = null
    this.info = null
  }

  private ask(order: ToServer): Promise<FromServer | { type: 'exit' }> {
    return new Promise((resolve) => {
      this.replies.push(resolve)
      this.child!.postMessage(order)
    })
  }
}

/** the links and QR code of table `code` at `server` (`host:port`) */
export async function joinDetails(server: string, code: string): Promise<JoinDetails> {
  const endpoint = `ws://${server}`
  const web = webJoinLink(`http://${server}/`, code, endpoint)
  const qr = await QRCode.toDataURL(web, {
    errorCorrectionLevel: qrLevel(web.length),
    margin: QR_QUIET_MODULES,
    scale: 8,
  })
  return { code, server, link: desktopJoinLink(code, endpoint), web, qr }
}
