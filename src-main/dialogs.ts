import type { FileFilter, MessageBoxOptions, OpenDialogOptions, SaveDialogOptions } from 'electron'
import { basename } from 'node:path'
import { FILE_EXTENSIONS, withKindExtension } from '../shared/formats/filetypes.js'
import type { FileKind } from '../shared/ipc.js'
import type { Host } from './handlers.js'
import type { MenuLabels } from '../shared/i18n/menu.js'

/** the part of Electron's `dialog` used here, already bound to the main window when there is one */
export interface DialogApi {
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>
  exists(path: string): Promise<boolean>
}

type DialogKind = FileKind | 'image' | 'pdf' | 'csv'

const bare = (ext: string) => ext.replace(/^\./, '')

/**
 * Open offers the kind's own extension and `.json` (files of Asobiba 0.1, and any JSON file: the
 * loader decides by the content). Save offers only the extension the file will get.
 */
export function openFilters(labels: MenuLabels, kind: FileKind | undefined): FileFilter[] {
  const name = kind === 'save' ? labels.saveFiles : kind === 'scenario' ? labels.scenarioFiles : labels.asobibaFiles
  const own = kind ? [FILE_EXTENSIONS[kind]] : Object.values(FILE_EXTENSIONS)
  return [{ name, extensions: [...own.map(bare), 'json'] }]
}

export function saveFilters(labels: MenuLabels, kind: DialogKind): FileFilter[] {
  if (kind === 'image') return [{ name: labels.pngImages, extensions: ['png'] }]
  if (kind === 'pdf') return [{ name: labels.pdfDocuments, extensions: ['pdf'] }]
  if (kind === 'csv') return [{ name: labels.csvFiles, extensions: ['csv'] }]
  return [
    { name: kind === 'save' ? labels.saveFiles : labels.scenarioFiles, extensions: [bare(FILE_EXTENSIONS[kind])] },
  ]
}

function withDialogExtension(path: string, kind: DialogKind): string {
  if (kind === 'image') return path.toLowerCase().endsWith('.png') ? path : `${path}.png`
  if (kind === 'pdf') return path.toLowerCase().endsWith('.pdf') ? path : `${path}.pdf`
  if (kind === 'csv') return path.toLowerCase().endsWith('.csv') ? path : `${path}.csv`
  return withKindExtension(path, kind)
}

/**
 * The Host's two file dialogs. Saving never overwrites a file without asking: the dialog asks
 * itself for the name it returns (`showOverwriteConfirmation`, which Linux needs; Windows and
 * macOS always ask), and when the name comes back without its extension (GTK does not add it)
 * the extension is appended here and, if that file exists, we ask before returning it; "No"
 * shows the dialog again with the full name.
 */
export function fileDialogs(api: DialogApi, labels: () => MenuLabels): Pick<Host, 'showOpenDialog' | 'showSaveDialog'> {
  return {
    async showOpenDialog({ kind }) {
      const picked = await api.showOpenDialog({ properties: ['openFile'], filters: openFilters(labels(), kind) })
      return picked.canceled ? null : (picked.filePaths[0] ?? null)
    },
    async showSaveDialog({ kind, suggestedName }) {
      let defaultPath = withDialogExtension(suggestedName, kind)
      for (;;) {
        const l = labels()
        const picked = await api.showSaveDialog({
          defaultPath,
          filters: saveFilters(l, kind),
          properties: ['showOverwriteConfirmation', 'createDirectory'],
        })
        if (picked.canceled || !picked.filePath) return null
        const target = withDialogExtension(picked.filePath, kind)
        if (target === picked.filePath || !(await api.exists(target))) return target
        const { response } = await api.showMessageBox({
          type: 'warning',
          title: l.replaceTitle,
          message: l.replaceMessage.replace('{name}', basename(target)),
          detail: l.replaceDetail,
          buttons: [l.replace, l.cancel],
          defaultId: 1,
          cancelId: 1,
          noLink: true,
        })
        if (response === 0) return target
        defaultPath = target
      }
    },
  }
}
