import { defineStore } from 'pinia'
import { onBeforeUnmount, ref, shallowRef } from 'vue'
import type { CommandId } from '../../shared/commands.js'

/**
 * What a command does in one view: `enabled(view)` says whether it can run now (a disabled button,
 * an ignored key), `run(view)` does it. Label and keys are the command's row in shared/commands.ts.
 */
export interface Command<V> {
  id: CommandId
  enabled?(view: V): boolean
  run(view: V): unknown
}

interface Scope {
  view: unknown
  commands: ReadonlyMap<CommandId, Command<unknown>>
}

/**
 * The commands the views on screen handle. A view registers its commands while it is mounted; the
 * newest view answers first, the app's own scope (open, home, shortcuts…) last.
 */
export const useCommands = defineStore('commands', () => {
  const scopes = shallowRef<readonly Scope[]>([])
  /** the "?" overlay listing every shortcut */
  const overlay = ref(false)

  function register<V>(view: V, commands: readonly Command<V>[]): () => void {
    const scope: Scope = { view, commands: new Map(commands.map((c) => [c.id, c as Command<unknown>])) }
    scopes.value = [...scopes.value, scope]
    return () => {
      scopes.value = scopes.value.filter((s) => s !== scope)
    }
  }

  function find(id: CommandId): { scope: Scope; command: Command<unknown> } | null {
    for (let i = scopes.value.length - 1; i >= 0; i--) {
      const command = scopes.value[i].commands.get(id)
      if (command) return { scope: scopes.value[i], command }
    }
    return null
  }

  const handled = (id: CommandId) => find(id) !== null
  function enabled(id: CommandId): boolean {
    const found = find(id)
    return !!found && (found.command.enabled?.(found.scope.view) ?? true)
  }
  /** runs `id` in the view that handles it; false when no view does or it is disabled */
  async function run(id: CommandId): Promise<boolean> {
    const found = find(id)
    if (!found || !(found.command.enabled?.(found.scope.view) ?? true)) return false
    await found.command.run(found.scope.view)
    return true
  }

  return { overlay, register, handled, enabled, run }
})

/** registers a view's commands for as long as the calling component is mounted */
export function useCommandScope<V>(view: V, commands: readonly Command<V>[]): void {
  const off = useCommands().register(view, commands)
  onBeforeUnmount(off)
}
