import { fr } from '../../shared/i18n/fr.js'
import { fr as files } from '../../shared/i18n/files.fr.js'
import { fr as menu } from '../../shared/i18n/menu.fr.js'
import { fr as share } from '../../shared/share/messages.fr.js'
import { fr as renderer } from '../messages.fr.js'
import { fr as print } from '../print/messages.fr.js'
import { startCatalogue } from './start.js'

/** the page's French texts at start (start.ts) */
export default startCatalogue('fr', [fr, files, menu, share], renderer, print)
