import { ja } from '../../shared/i18n/ja.js'
import { ja as files } from '../../shared/i18n/files.ja.js'
import { ja as menu } from '../../shared/i18n/menu.ja.js'
import { ja as share } from '../../shared/share/messages.ja.js'
import { ja as renderer } from '../messages.ja.js'
import { ja as print } from '../print/messages.ja.js'
import { startCatalogue } from './start.js'

/** the page's Japanese texts at start (start.ts) */
export default startCatalogue('ja', [ja, files, menu, share], renderer, print)
