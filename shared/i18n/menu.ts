import type { CommandId } from '../commands.js'
import { en } from './menu.en.js'
import { ja } from './menu.ja.js'
import { fr } from './menu.fr.js'

/**
 * The commands' labels (`commands.<id>`, shared/commands.ts) and the texts main shows itself (the
 * native menu's own items, the file dialogs' filters, the close and replace questions, `menu.*`):
 * one catalogue, so a command reads the same in the menu, on its button and in the "?" overlay.
 * The renderer merges it into its catalogue (shared/i18n/core.ts, src-renderer/locales/); main
 * reads it through `menuLabels`, because it draws the menu before any page exists.
 * One module per language (menu.<locale>.ts), so that the page loads only its language's; the
 * French texts carry their no-break spaces already, as main shows them as they are.
 */
export type MenuCatalogue = { commands: Record<CommandId, string>; menu: Record<keyof typeof en.menu, string> }

export const menuMessages = { en, ja, fr } as const satisfies Record<string, MenuCatalogue>

/** what main's menu and dialogs read: the menu's texts and every command's label, side by side */
export type MenuLabels = MenuCatalogue['menu'] & MenuCatalogue['commands']

const labelsOf = (c: MenuCatalogue): MenuLabels => ({ ...c.menu, ...c.commands })

export const MENU_LABELS: Readonly<Record<'en' | 'ja' | 'fr', MenuLabels>> = {
  en: labelsOf(en),
  ja: labelsOf(ja),
  fr: labelsOf(fr),
}

/** the labels for a BCP 47 tag such as `ja-JP` or `fr`; English otherwise */
export function menuLabels(locale: string): MenuLabels {
  const base = locale.toLowerCase().split(/[-_]/)[0]
  return base === 'ja' || base === 'fr' ? MENU_LABELS[base] : MENU_LABELS.en
}
