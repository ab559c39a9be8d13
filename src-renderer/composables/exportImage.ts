import Konva from 'konva'
import type { SaveResult } from '../../shared/ipc.js'
import { useBridge } from '../bridge/index.js'

/** PNG of the Konva stage inside `container`, written through the bridge (a save dialog or a download) */
export async function exportBoardImage(container: HTMLElement, suggestedName: string): Promise<SaveResult | null> {
  const el = container.querySelector('.konvajs-content')?.parentElement
  const stage =
    Konva.stages.find((s) => el && s.container() === el) ?? Konva.stages.find((s) => container.contains(s.container()))
  if (!stage) return null
  const dataUrl = stage.toDataURL({ pixelRatio: 2, mimeType: 'image/png' })
  return useBridge().exportImage({ dataUrl, suggestedName })
}
