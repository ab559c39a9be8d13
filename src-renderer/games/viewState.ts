import { inject, provide, type InjectionKey } from 'vue'

/**
 * State that one view's board and panel share (a picked piece, a tool, a previewed move) lives with
 * that view: the view calls `provideViewState()` and every component under it that asks for the
 * same state gets the same object; another view, or the next one, starts afresh. A component
 * mounted with no view above it (a test, a thumbnail) keeps its own.
 */
const VIEW_STATE: InjectionKey<Map<symbol, unknown>> = Symbol('view state')

export function provideViewState(): void {
  provide(VIEW_STATE, new Map())
}

/** defines one kind of view state: call the returned function in a component's setup */
export function defineViewState<T>(create: () => T): () => T {
  const key = Symbol('view state entry')
  return () => {
    const bag = inject(VIEW_STATE, null)
    if (!bag) return create()
    if (!bag.has(key)) bag.set(key, create())
    return bag.get(key) as T
  }
}
