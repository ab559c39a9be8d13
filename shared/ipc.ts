import { z } from 'zod'
import type { Result } from './result.js'
import { endpointSchema, roomCodeSchema, serverAddressSchema } from './net/addresses.js'

/**
 * The IPC contract: one channel per operation, each with the schema of its payload. The preload
 * exposes one function per channel (`window.asobiba.openFile(...)`); main validates every payload
 * with these schemas and checks the sender before doing anything. The web edition and the e2e
 * bridge implement the same `Bridge` interface.
 */
export const fileKind = z.enum(['scenario', 'save'])
export type FileKind = z.infer<typeof fileKind>

export const CHANNELS = {
  /**
   * native open dialog (or `path` from the recent list); returns the file's text, unparsed.
   * `asobiba:` links are not files: main hands them to the page as they came (`openPath`), whose
   * loader worker decodes them (shared/share/codec.ts), so main never inflates one
   */
  openFile: {
    channel: 'file:open',
    input: z.strictObject({ kind: fileKind.optional(), path: z.string().max(4096).optional() }),
  },
  /** writes atomically; without `path` (or with one main did not hand out) asks with a save dialog */
  saveFile: {
    channel: 'file:save',
    input: z.strictObject({
      kind: fileKind,
      text: z.string(),
      path: z.string().max(4096).nullable(),
      suggestedName: z.string().max(255),
    }),
  },
  listRecent: { channel: 'recent:list', input: z.undefined() },
  /** the autosave slot of the game in play: written after every action, atomically */
  writeAutosave: { channel: 'autosave:write', input: z.strictObject({ text: z.string() }) },
  readAutosave: { channel: 'autosave:read', input: z.undefined() },
  clearAutosave: { channel: 'autosave:clear', input: z.undefined() },
  /** scenarios in the user's library folder and saved games in the saves folder */
  listLibrary: { channel: 'library:list', input: z.undefined() },
  /** moves a library/saves file to the trash folder (restorable with restoreFile) */
  deleteFile: { channel: 'library:delete', input: z.strictObject({ path: z.string().max(4096) }) },
  restoreFile: { channel: 'library:restore', input: z.strictObject({ path: z.string().max(4096) }) },
  /** saves into the saves folder without a dialog (Continue list) */
  storeSave: { channel: 'library:storeSave', input: z.strictObject({ name: z.string().max(255), text: z.string() }) },
  appInfo: { channel: 'app:info', input: z.undefined() },
  /** tells main whether the editor has unsaved changes (close asks first) */
  setDirty: { channel: 'window:dirty', input: z.strictObject({ dirty: z.boolean() }) },
  /** writes a PNG (data URL) through a save dialog */
  exportImage: {
    channel: 'file:exportImage',
    input: z.strictObject({
      dataUrl: z.string().startsWith('data:image/png;base64,'),
      suggestedName: z.string().max(255),
    }),
  },
  /** writes a playtest's games as CSV text through a save dialog; main checks its size */
  exportCsv: {
    channel: 'file:exportCsv',
    input: z.strictObject({ text: z.string(), suggestedName: z.string().max(255) }),
  },
  /** writes a PDF (print-and-play, base64) through a save dialog; main checks the text and its size (too large, not a PDF) */
  exportPdf: {
    channel: 'file:exportPdf',
    input: z.strictObject({ base64: z.string(), suggestedName: z.string().max(255) }),
  },
  /** Play online → Host: the game server in a utility process of main, on the port the player chose */
  hostGame: { channel: 'net:host', input: z.strictObject({ port: z.int().min(1).max(65535) }) },
  /** ends hosting: the hosted tables close */
  stopHosting: { channel: 'net:stop', input: z.undefined() },
  /**
   * what others need to join table `code` of the hosted server: code, `asobiba:` link, web link, QR
   * code; at `server`, one of the addresses hostGame gave (default: the first)
   */
  joinDetails: {
    channel: 'net:details',
    input: z.strictObject({ code: roomCodeSchema, server: serverAddressSchema.optional() }),
  },
  /**
   * the game server this window may connect to (its CSP `connect-src`, `ws://host:port`); answers
   * whether the page must reload before connecting (a page's policy is fixed when it loads)
   */
  chooseServer: { channel: 'net:choose', input: z.strictObject({ endpoint: endpointSchema }) },
} as const

export type ChannelName = keyof typeof CHANNELS

/**
 * What the file channels answer: a `Result` (shared/result.ts) whose refusal is one problem at
 * `(file)` with the translatable reason (disk full, not allowed, too large, …).
 */
export type OpenedFile = { canceled: true } | { canceled: false; path: string; name: string; text: string }
export type SavedFile = { canceled: true } | { canceled: false; path: string }
export type OpenResult = Result<OpenedFile>
export type SaveResult = Result<SavedFile>

export interface RecentFile {
  path: string
  name: string
  kind: FileKind
  openedAt: string
}

export interface LibraryEntry {
  path: string
  name: string
  kind: FileKind
  modifiedAt: string
  /** what the home screen shows without opening the file: a summary, or why it is damaged */
  info: import('./formats/library.js').FileInfo
}

export interface AppInfo {
  version: string
  platform: string
  locales: string[]
  /** 'electron' in the desktop app, 'web' in the browser edition, 'e2e' under tests */
  shell: 'electron' | 'web' | 'e2e'
}

/** the server "Play online → Host" started */
export interface HostedGame {
  port: number
  /** what this machine's own client connects to (already chosen: see `reload`) */
  endpoint: string
  /** `host:port` at which other machines may reach it (this machine's addresses, loopback last) */
  addresses: string[]
  /** the page must reload before it can connect (its CSP named another server, or none) */
  reload: boolean
}

/** how others join a hosted table */
export interface JoinDetails {
  code: string
  /** the `host:port` the links carry */
  server: string
  /** `asobiba://join#server=…&code=…` */
  link: string
  /** `http://host:port/#join=…` */
  web: string
  /** the web link's QR code: a PNG data URL */
  qr: string
}

export type MenuCommand =
  | { cmd: 'new' | 'open' | 'save' | 'saveAs' | 'undo' | 'redo' | 'home' | 'exportImage' | 'about' }
  | { cmd: 'openPath'; path: string }

export interface Bridge {
  openFile(p: z.infer<typeof CHANNELS.openFile.input>): Promise<OpenResult>
  saveFile(p: z.infer<typeof CHANNELS.saveFile.input>): Promise<SaveResult>
  listRecent(): Promise<RecentFile[]>
  writeAutosave(p: { text: string }): Promise<Result<void>>
  readAutosave(): Promise<string | null>
  clearAutosave(): Promise<void>
  listLibrary(): Promise<LibraryEntry[]>
  deleteFile(p: { path: string }): Promise<Result<void>>
  restoreFile(p: { path: string }): Promise<Result<void>>
  storeSave(p: { name: string; text: string }): Promise<SaveResult>
  appInfo(): Promise<AppInfo>
  setDirty(p: { dirty: boolean }): Promise<void>
  exportImage(p: { dataUrl: string; suggestedName: string }): Promise<SaveResult>
  exportPdf(p: { base64: string; suggestedName: string }): Promise<SaveResult>
  exportCsv(p: { text: string; suggestedName: string }): Promise<SaveResult>
  hostGame(p: { port: number }): Promise<Result<HostedGame>>
  stopHosting(): Promise<void>
  joinDetails(p: { code: string; server?: string }): Promise<Result<JoinDetails>>
  chooseServer(p: { endpoint: string }): Promise<Result<{ reload: boolean }>>
  /** menu commands and files handed over by the OS or a second launch; returns an unsubscribe */
  onMenu(cb: (c: MenuCommand) => void): () => void
}

export const MENU_CHANNEL = 'menu:command'
