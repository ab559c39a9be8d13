import type { Scenario } from '../../shared/engine/types.js'
import type { Locale } from '../../shared/i18n/index.js'
import { BONE_RADIUS } from '../../shared/games/swish/geometry.js'
import { ICONS } from '../../shared/games/kakekko/types.js'
import {
  EXXTRA_DIE_MM,
  EXXTRA_SQUARE_MM,
  KAKEKKO_MM_PER_UNIT,
  OVERLAP_MM,
  RECESS_CELL_MM,
  SWISH_BONE_MM,
} from '../../shared/print/scales.js'
import type { PrintTexts } from '../../shared/print/types.js'
import type { PrintTextsWire } from '../../shared/print/wire.js'
import { settingNameKeys } from '../composables/useIssueLocation.js'
import { builtInOf } from '../composables/useScenarioText.js'

/** millimetres as printed: at most one decimal */
const mm = (v: number) => String(Math.round(v * 10) / 10)

/**
 * Everything the PDF says, in `locale`, from the catalogues: the rules summary is the in-app one
 * (`<game>.summary`, one text or named paragraphs), the settings are named as the Rules dialog
 * names them. Pure apart from reading the catalogue; no pdf-lib here.
 */
/** what printTexts needs of vue-i18n's composer: translate, test a key, read a locale's messages */
export interface Translator {
  t(key: string, named: Record<string, unknown>, options: { locale: string }): string
  te(key: string, locale?: string): boolean
  getLocaleMessage(locale: string): object
}

export function printTexts(i18n: Translator, sc: Scenario, locale: Locale): PrintTexts {
  const t = (key: string, params: Record<string, unknown> = {}) => i18n.t(key, params, { locale })
  const te = (key: string) => i18n.te(key, locale)
  const game = sc.game
  const summaryKey = `${game}.summary`
  const raw: unknown = (i18n.getLocaleMessage(locale) as Record<string, unknown>)[game]
  const summaryTree = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).summary : undefined
  const summary =
    summaryTree && typeof summaryTree === 'object'
      ? Object.keys(summaryTree).map((k) => t(`${summaryKey}.${k}`))
      : [t(summaryKey)]

  const valueText = (k: string, v: unknown): string => {
    if (typeof v === 'boolean') return t(v ? 'rulesView.yes' : 'rulesView.no')
    if (typeof v === 'string' || typeof v === 'number') {
      const named = [`${game}.setting.${k}.${v}`, `${game}.settings.${k}.${v}`].find(te)
      if (named) return t(named)
    }
    if (Array.isArray(v)) return v.join(' ')
    return String(v)
  }
  const settings = Object.entries(sc.rules ?? {}).flatMap(([k, v]) => {
    const name = settingNameKeys(game, k).find(te)
    return name ? [{ name: t(name), value: valueText(k, v) }] : []
  })
  settings.push({
    name: t('print.pdf.players'),
    value: sc.players.min === sc.players.max ? String(sc.players.min) : `${sc.players.min}–${sc.players.max}`,
  })

  const id = builtInOf(sc)
  const title = id ? t(`builtIn.${id}.title`) : sc.meta.title
  const author = sc.meta.author
  const labels: Record<string, string> = {}
  for (const k of ['start', 'goal', 'safe', 'boys', 'girls', 'nun', 'pond', 'ladder'])
    labels[k] = t(`print.labels.${k}`)
  labels.cutout = t(game === 'swish' ? 'print.labels.bones' : 'print.labels.dice')
  labels.area = t('kakekko.board.area', { n: '{n}' })
  for (const icon of ICONS) labels[`icon.${icon}`] = t(`kakekko.icons.${icon}`)
  labels.dieA = te('exxtra.setting.dieA.name') ? t('exxtra.setting.dieA.name') : 'A'
  labels.dieB = te('exxtra.setting.dieB.name') ? t('exxtra.setting.dieB.name') : 'B'
  labels.scale = scaleText(t, sc)
  return {
    title: title === t(`games.${game}.name`) ? title : `${t(`games.${game}.name`)} — ${title}`,
    subtitle: t('print.pdf.subtitle', { author: author || '—' }),
    settingsHeading: t('print.pdf.settings'),
    settings,
    rulesHeading: t('print.pdf.rules'),
    summary,
    assemblyHeading: t('print.pdf.assemblyHeading'),
    assembly: (n) => t('print.pdf.assembly', { n, overlap: OVERLAP_MM }),
    page: (label) => t('print.pdf.page', { label }),
    labels,
  }
}

/** the same texts in a form that crosses to the PDF worker: `{n}` and `{label}` left in two templates */
export function printTextsWire(i18n: Translator, sc: Scenario, locale: Locale): PrintTextsWire {
  const { assembly: _a, page: _p, ...rest } = printTexts(i18n, sc, locale)
  const t = (key: string, params: Record<string, unknown>) => i18n.t(key, params, { locale })
  return {
    ...rest,
    assembly: t('print.pdf.assembly', { n: '{n}', overlap: OVERLAP_MM }),
    page: t('print.pdf.page', { label: '{label}' }),
  }
}

function scaleText(t: (key: string, params?: Record<string, unknown>) => string, sc: Scenario): string {
  switch (sc.game) {
    case 'recess':
      return t('print.scale.recess', { mm: mm(RECESS_CELL_MM) })
    case 'kakekko':
      return t('print.scale.kakekko', { mm: mm(KAKEKKO_MM_PER_UNIT), square: mm(52 * KAKEKKO_MM_PER_UNIT) })
    case 'swish': {
      const b = sc.board as { pondRadius: number; tableRadius: number }
      return t('print.scale.swish', {
        mm: mm(SWISH_BONE_MM),
        length: mm((1 + 2 * BONE_RADIUS) * SWISH_BONE_MM),
        width: mm(2 * BONE_RADIUS * SWISH_BONE_MM),
        pond: mm(2 * b.pondRadius * SWISH_BONE_MM),
        table: mm(2 * b.tableRadius * SWISH_BONE_MM),
      })
    }
    case 'exxtra':
      return t('print.scale.exxtra', { mm: mm(EXXTRA_SQUARE_MM), die: mm(EXXTRA_DIE_MM) })
  }
}
