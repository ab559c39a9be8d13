import { useI18n } from 'vue-i18n'
import type { GameId, Reason } from '../../shared/engine/types.js'

/** `board.slots[0].a` → `board.slots[1].a`: the issues list counts from 1, as the rest of the UI does */
export function oneBased(path: string): string {
  return path.replace(/\[(\d+)\]/g, (_, n: string) => `[${Number(n) + 1}]`)
}

/** the message key of a setting's name: games name them `setting.<k>.name` or `settings.<k>.label` */
export function settingNameKeys(game: GameId, key: string): string[] {
  return [`${game}.setting.${key}.name`, `${game}.settings.${key}.label`]
}

/**
 * Where an issue is, for a person: a setting by its name (as the editor's form shows it), anything
 * else by its path counted from 1.
 */
export function useIssueLocation() {
  const i18n = useI18n()
  const { t } = i18n
  return function where(game: GameId, path: string): string {
    const rule = /^rules\.(\w+)$/.exec(path)
    if (rule) {
      const key = settingNameKeys(game, rule[1]).find((k) => i18n.te(k))
      if (key) return t(key)
    }
    return oneBased(path)
  }
}

/**
 * The schema's size limits said as the editor's form means them ("must be at least 1"), not as
 * the file checker's generic "too small": numbers, lists and texts each have their sentence.
 */
export function issueReason(reason: Reason): Reason {
  const m = /^format\.(tooSmall|tooBig)\.(\w+)$/.exec(reason.key)
  if (!m) return reason
  const small = m[1] === 'tooSmall'
  const limit = Number(reason.params?.[small ? 'min' : 'max'])
  const kind = m[2] === 'array' || m[2] === 'set' ? 'items' : m[2] === 'string' ? 'text' : 'number'
  if (kind === 'text' && small && limit === 1) return { key: 'issue.notEmpty' }
  const key = `issue.${kind}.${small ? 'atLeast' : 'atMost'}`
  return { key, params: { limit, count: limit } }
}
