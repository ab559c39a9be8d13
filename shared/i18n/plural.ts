/**
 * Plural forms, the vue-i18n way: a message with forms is written "one | other" (one form in
 * Japanese) and vue-i18n picks the form from the `count` or `n` parameter. Which form a number
 * takes comes from the language's own rules (Intl.PluralRules): in French 0 and 1 are singular,
 * in English only 1 is, Japanese has one form.
 *
 * Reasons made by the games' rules carry their number under a name of their own (`hand`,
 * `marbles`…); COUNTED_BY names it for each such message, and `withCount` copies it to `count`.
 */
export const COUNTED_BY: Readonly<Record<string, string>> = {
  'format.tooSmall.string': 'min',
  'format.tooBig.string': 'max',
  'recess.why.stepsNotLeft': 'steps',
  'recess.why.useLargerFirst': 'steps',
  'recess.why.reach.parity': 'steps',
  'recess.why.reach.blocked': 'steps',
  'swish.why.beyondLimit': 'limit',
  'swish.log.swam': 'deg',
  'swish.log.swamLast': 'deg',
  'swish.log.swamAndAte': 'deg',
  'swish.log.swamAndAteSick': 'deg',
  'kakekko.why.notEnoughMarbles': 'hand',
  'kakekko.why.noPoints': 'cost',
  'kakekko.why.handFull': 'max',
  'kakekko.log.raise': 'marbles',
  'kakekko.log.caught': 'marbles',
  'kakekko.log.rest': 'hand',
  'kakekko.log.end': 'left',
  'kakekko.hintWhy.raiseHome': 'marbles',
  'kakekko.hintWhy.raiseDodge': 'marbles',
  'kakekko.hintWhy.shortcut': 'saves',
  'kakekko.hintWhy.connect': 'saves',
  'kakekko.hintWhy.end': 'left',
  'kakekko.advice.raise': 'marbles',
  'kakekko.advice.end': 'left',
  'recess.advice.boy.moved': 'steps',
  'recess.advice.boy.fight': 'steps',
  'recess.advice.boy.breakUp': 'steps',
  'recess.advice.boy.tattle': 'steps',
  'recess.advice.boy.kiss': 'steps',
  'recess.advice.girl.moved': 'steps',
  'recess.advice.girl.fight': 'steps',
  'recess.advice.girl.breakUp': 'steps',
  'recess.advice.girl.tattle': 'steps',
  'recess.advice.girl.kiss': 'steps',
  'swish.advice.step': 'deg',
  'swish.advice.stepEat': 'deg',
  'swish.advice.stepEatSick': 'deg',
}

type Params = Record<string, string | number>

/** the params with `count` set from the message's own counting param, where it has one */
export function withCount(key: string, params: Params): Params {
  const by = COUNTED_BY[key]
  if (!by || typeof params[by] !== 'number' || typeof params.count === 'number') return params
  return { ...params, count: params[by] }
}

const RULES = new Map<string, Intl.PluralRules>()
function rules(locale: string): Intl.PluralRules {
  let r = RULES.get(locale)
  if (!r) RULES.set(locale, (r = new Intl.PluralRules(locale)))
  return r
}

/** the index of the form to use among `forms` forms ("one | other") for the number `n` */
export function pluralForm(locale: string, n: number, forms: number): number {
  if (forms <= 1) return 0
  return rules(locale).select(Math.abs(n)) === 'one' ? 0 : forms - 1
}

/** vue-i18n's `pluralRules` option: the same choice for each of the app's languages */
export function vuePluralRules(locales: readonly string[]): Record<string, (choice: number, forms: number) => number> {
  return Object.fromEntries(locales.map((l) => [l, (choice: number, forms: number) => pluralForm(l, choice, forms)]))
}

/** the number a message's form is chosen by: `count`, then `n` (vue-i18n's order) */
export function countOf(params: Params): number | null {
  if (typeof params.count === 'number') return params.count
  if (typeof params.n === 'number') return params.n
  return null
}
