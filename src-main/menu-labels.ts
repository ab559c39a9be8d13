/**
 * Texts main shows itself (native menu, dialogs), in the language of `app.getLocale()`. The
 * renderer's texts live in shared/i18n; these are separate because main draws the menu before
 * any page exists.
 */
export interface MenuLabels {
  file: string
  new: string
  open: string
  openRecent: string
  noRecent: string
  save: string
  saveAs: string
  exportImage: string
  close: string
  quit: string
  edit: string
  undo: string
  redo: string
  cut: string
  copy: string
  paste: string
  selectAll: string
  view: string
  home: string
  reload: string
  devTools: string
  resetZoom: string
  zoomIn: string
  zoomOut: string
  fullScreen: string
  window: string
  minimize: string
  help: string
  about: string
  scenarioFiles: string
  saveFiles: string
  asobibaFiles: string
  pngImages: string
  pdfDocuments: string
  csvFiles: string
  unsavedTitle: string
  unsavedMessage: string
  unsavedDetail: string
  discardAndClose: string
  hostingTitle: string
  hostingMessage: string
  hostingDetail: string
  endAndClose: string
  cancel: string
  /** the save dialog's own question, when the extension we add names an existing file ({name}) */
  replaceTitle: string
  replaceMessage: string
  replaceDetail: string
  replace: string
}

const en: MenuLabels = {
  file: 'File',
  new: 'New',
  open: 'Open…',
  openRecent: 'Open Recent',
  noRecent: 'No recent files',
  save: 'Save',
  saveAs: 'Save As…',
  exportImage: 'Export Image…',
  close: 'Close',
  quit: 'Quit',
  edit: 'Edit',
  undo: 'Undo',
  redo: 'Redo',
  cut: 'Cut',
  copy: 'Copy',
  paste: 'Paste',
  selectAll: 'Select All',
  view: 'View',
  home: 'Home Screen',
  reload: 'Reload',
  devTools: 'Developer Tools',
  resetZoom: 'Actual Size',
  zoomIn: 'Zoom In',
  zoomOut: 'Zoom Out',
  fullScreen: 'Toggle Full Screen',
  window: 'Window',
  minimize: 'Minimize',
  help: 'Help',
  about: 'About Asobiba',
  scenarioFiles: 'Asobiba scenarios',
  saveFiles: 'Asobiba saved games',
  asobibaFiles: 'Asobiba files',
  pngImages: 'PNG images',
  pdfDocuments: 'PDF documents',
  csvFiles: 'CSV tables',
  unsavedTitle: 'Unsaved changes',
  unsavedMessage: 'The scenario you are editing has unsaved changes.',
  unsavedDetail: 'Close anyway and lose them?',
  discardAndClose: 'Close without saving',
  hostingTitle: 'Game in progress',
  hostingMessage: 'You are hosting an online game.',
  hostingDetail: 'Closing Asobiba ends the table for every player connected to it. Close anyway?',
  endAndClose: 'End the table and close',
  cancel: 'Cancel',
  replaceTitle: 'Replace file',
  replaceMessage: '{name} already exists.',
  replaceDetail: 'Do you want to replace it? What it holds now will be lost.',
  replace: 'Replace',
}

const ja: MenuLabels = {
  file: 'ファイル',
  new: '新規',
  open: '開く…',
  openRecent: '最近使ったファイル',
  noRecent: '最近使ったファイルはありません',
  save: '保存',
  saveAs: '名前を付けて保存…',
  exportImage: '画像を書き出す…',
  close: '閉じる',
  quit: '終了',
  edit: '編集',
  undo: '元に戻す',
  redo: 'やり直す',
  cut: '切り取り',
  copy: 'コピー',
  paste: '貼り付け',
  selectAll: 'すべてを選択',
  view: '表示',
  home: 'ホーム画面',
  reload: '再読み込み',
  devTools: '開発者ツール',
  resetZoom: '実際のサイズ',
  zoomIn: '拡大',
  zoomOut: '縮小',
  fullScreen: 'フルスクリーン切り替え',
  window: 'ウインドウ',
  minimize: 'しまう',
  help: 'ヘルプ',
  about: 'Asobiba について',
  scenarioFiles: 'Asobiba シナリオ',
  saveFiles: 'Asobiba セーブデータ',
  asobibaFiles: 'Asobiba ファイル',
  pngImages: 'PNG 画像',
  pdfDocuments: 'PDF 文書',
  csvFiles: 'CSV 表',
  unsavedTitle: '未保存の変更',
  unsavedMessage: '編集中のシナリオに保存されていない変更があります。',
  unsavedDetail: '変更を破棄して閉じますか?',
  discardAndClose: '保存せずに閉じる',
  hostingTitle: '対局中',
  hostingMessage: 'オンライン対局のホストをしています。',
  hostingDetail: 'Asobiba を閉じると、接続中のすべてのプレイヤーの卓が終わります。閉じますか?',
  endAndClose: '卓を終えて閉じる',
  cancel: 'キャンセル',
  replaceTitle: 'ファイルの置き換え',
  replaceMessage: '{name} はすでに存在します。',
  replaceDetail: '置き換えますか?今の内容は失われます。',
  replace: '置き換える',
}

const fr: MenuLabels = {
  file: 'Fichier',
  new: 'Nouveau',
  open: 'Ouvrir…',
  openRecent: 'Fichiers récents',
  noRecent: 'Aucun fichier récent',
  save: 'Enregistrer',
  saveAs: 'Enregistrer sous…',
  exportImage: 'Exporter une image…',
  close: 'Fermer',
  quit: 'Quitter',
  edit: 'Édition',
  undo: 'Annuler',
  redo: 'Rétablir',
  cut: 'Couper',
  copy: 'Copier',
  paste: 'Coller',
  selectAll: 'Tout sélectionner',
  view: 'Affichage',
  home: 'Écran d’accueil',
  reload: 'Recharger',
  devTools: 'Outils de développement',
  resetZoom: 'Taille réelle',
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  fullScreen: 'Plein écran',
  window: 'Fenêtre',
  minimize: 'Réduire',
  help: 'Aide',
  about: 'À propos d’Asobiba',
  scenarioFiles: 'Scénarios Asobiba',
  saveFiles: 'Parties Asobiba',
  asobibaFiles: 'Fichiers Asobiba',
  pngImages: 'Images PNG',
  pdfDocuments: 'Documents PDF',
  csvFiles: 'Tableaux CSV',
  unsavedTitle: 'Modifications non enregistrées',
  unsavedMessage: 'Le scénario en cours de modification a des changements non enregistrés.',
  unsavedDetail: 'Fermer quand même et les perdre ?',
  discardAndClose: 'Fermer sans enregistrer',
  hostingTitle: 'Partie en cours',
  hostingMessage: 'Vous hébergez une partie en ligne.',
  hostingDetail: 'Fermer Asobiba met fin à la table pour tous les joueurs connectés. Fermer quand même ?',
  endAndClose: 'Terminer la table et fermer',
  cancel: 'Annuler',
  replaceTitle: 'Remplacer le fichier',
  replaceMessage: '{name} existe déjà.',
  replaceDetail: 'Voulez-vous le remplacer ? Son contenu actuel sera perdu.',
  replace: 'Remplacer',
}

export const MENU_LABELS = { en, ja, fr } as const

/** the labels for a BCP 47 tag such as `ja-JP` or `fr`; English otherwise */
export function menuLabels(locale: string): MenuLabels {
  const base = locale.toLowerCase().split(/[-_]/)[0]
  return base === 'ja' || base === 'fr' ? MENU_LABELS[base] : en
}
