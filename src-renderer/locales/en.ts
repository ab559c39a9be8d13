import { en } from '../../shared/i18n/en.js'
import { en as files } from '../../shared/i18n/files.en.js'
import { en as menu } from '../../shared/i18n/menu.en.js'
import { en as share } from '../../shared/share/messages.en.js'
import { en as renderer } from '../messages.en.js'
import { en as print } from '../print/messages.en.js'
import { startCatalogue } from './start.js'

/** the page's English texts at start (start.ts) */
export default startCatalogue('en', [en, files, menu, share], renderer, print)
