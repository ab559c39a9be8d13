/**
 * The listeners of a Konva shape a person can pick (`v-on="pickable(pick, hover)"`): a click or a
 * tap picks it, the pointer entering and leaving hovers it.
 */
export function pickable<E>(pick: (e: E) => void, hover?: (on: boolean) => void) {
  return {
    click: pick,
    tap: pick,
    ...(hover ? { mouseenter: () => hover(true), mouseleave: () => hover(false) } : {}),
  }
}
