import { ref } from 'vue'

/**
 * Where the replay should open: the end screen's chart sets it before going to the replay, the
 * replay takes it once (and opens at the game's current position when none is set).
 */
const start = ref<number | null>(null)

export function openReplayAt(k: number): void {
  start.value = k
}

export function takeReplayStart(): number | null {
  const k = start.value
  start.value = null
  return k
}
