/**
 * The web edition's address that web share links point at: a setting (kept in localStorage),
 * by default the address of the page the app runs in when that is a web page. The desktop app
 * runs from `app://`, so there it stays empty until the person types the address of a web edition.
 */
const STORED = 'asobiba.shareAddress'

/** true for an address a web link may start with */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** the current page without its fragment, when it is a web page */
export function pageAddress(): string {
  const here = window.location.href.split('#')[0]
  return isWebAddress(here) ? here : ''
}

export function shareAddress(): string {
  const stored = localStorage.getItem(STORED)
  return stored && isWebAddress(stored) ? stored : pageAddress()
}

/** keeps `address` as the setting; the page's own address (or an empty one) clears it */
export function setShareAddress(address: string): void {
  if (!address || address === pageAddress()) localStorage.removeItem(STORED)
  else if (isWebAddress(address)) localStorage.setItem(STORED, address)
}
