/**
 * Migrations: `scenarioMigrations[v]` turns a version-v document into version v+1. Loading runs
 * them in order up to the current version, so old files keep opening.
 */
type Migration = (doc: Record<string, unknown>) => Record<string, unknown>

export const scenarioMigrations: Record<number, Migration> = {}
export const saveMigrations: Record<number, Migration> = {
  /** version 2 only adds the optional summary: a version-1 save is a version-2 save without one */
  1: (doc) => doc,
}

export function migrate(
  doc: Record<string, unknown>,
  from: number,
  to: number,
  table: Record<number, Migration>,
): Record<string, unknown> | { missing: number } {
  let out = doc
  for (let v = from; v < to; v++) {
    const step = table[v]
    if (!step) return { missing: v }
    out = { ...step(out), version: v + 1 }
  }
  return out
}
