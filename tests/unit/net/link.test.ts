import { describe, expect, it } from 'vitest'
import {
  desktopJoinLink,
  hasJoinPayload,
  isDesktopJoinLink,
  parseJoin,
  serverAddress,
  webJoinLink,
} from '../../../shared/net/links.js'
import { isShareLink } from '../../../shared/formats/filetypes.js'

describe('join links and server addresses', () => {
  it('a server address as people type it becomes the WebSocket address the client connects to', () => {
    expect(serverAddress('localhost:2567')).toBe('ws://localhost:2567')
    expect(serverAddress(' https://games.example.org/play?x=1 ')).toBe('wss://games.example.org')
    expect(serverAddress('http://10.0.0.2:2567/')).toBe('ws://10.0.0.2:2567')
    expect(serverAddress('wss://a.example:443')).toBe('wss://a.example')
    for (const bad of ['', 'ftp://x', 'ws://user:pw@host:1', 'http://', 'not a host name']) {
      expect(serverAddress(bad), bad).toBeNull()
    }
  })

  it('web and desktop links round-trip to the room and its server; a bare code names only the room', () => {
    const web = webJoinLink('https://asobiba.example/app/#s=old', 'Ab3_x-9Q', 'ws://127.0.0.1:2567')
    expect(web.startsWith('https://asobiba.example/app/#join=Ab3_x-9Q&server=')).toBe(true)
    expect(hasJoinPayload(new URL(web).hash)).toBe(true)
    expect(parseJoin(web)).toEqual({ room: 'Ab3_x-9Q', server: 'ws://127.0.0.1:2567' })

    const desktop = desktopJoinLink('Ab3_x-9Q', 'wss://games.example.org')
    expect(isShareLink(desktop) && isDesktopJoinLink(desktop)).toBe(true)
    expect(isDesktopJoinLink('asobiba://open#s=abc')).toBe(false)
    expect(parseJoin(desktop)).toEqual({ room: 'Ab3_x-9Q', server: 'wss://games.example.org' })

    expect(parseJoin('  Ab3_x-9Q ')).toEqual({ room: 'Ab3_x-9Q', server: null })
  })

  it('anything else is refused, not guessed at', () => {
    for (const bad of [
      'ab',
      'room code with spaces',
      'https://x.example/#s=payload',
      'https://x.example/#join=a/b',
      'https://x.example/#join=Ab3_x-9Q&server=ftp%3A%2F%2Fx',
      'asobiba://join#join=Ab3_x-9Q',
    ]) {
      expect(parseJoin(bad), bad).toBeNull()
    }
  })
})
