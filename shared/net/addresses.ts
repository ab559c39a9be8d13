/** What main accepts from the page about a network table: room codes, `host:port` addresses, endpoints. */
import { z } from 'zod'
import { ROOM_CODE } from './links.js'

/** a room's code (links.ts ROOM_CODE) */
export const roomCodeSchema = z.string().regex(ROOM_CODE)

/** `host:port` with a host name, IPv4 or bracketed IPv6 address, and a port */
export const serverAddressSchema = z
  .string()
  .max(300)
  .regex(/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/)
  .refine((s) => Number(s.slice(s.lastIndexOf(':') + 1)) <= 65535)

/** an endpoint a player may choose: ws:// or wss:// to a server, nothing after it */
export const endpointSchema = z
  .string()
  .max(310)
  .refine((text) => {
    try {
      const url = new URL(text)
      return (url.protocol === 'ws:' || url.protocol === 'wss:') && (url.pathname === '/' || url.pathname === '')
    } catch {
      return false
    }
  })
