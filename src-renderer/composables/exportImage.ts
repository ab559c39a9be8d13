import Konva from 'konva'
import { useBridge } from '../bridge/index.js'

/** PNG of the Konva stage inside `container`, written through the bridge (a save dialog or a download) */
export async function exportBoardImage(container: HTMLElement, suggestedName: string): Promise<void> {
  const el = container.querySelector('.konvajs-content')?.parentElement
  const stage = Konva.stages.find((s) => el && s.container() === el) ?? Konva.stages.find((s) => container.contains(s.container()))
  if (!stage) return
  const dataUrl = stage.toDataURL({ pixelRatio: 2, mimeType: 'image/png' })
  await useBridge().exportImage({ dataUrl, suggestedName })
}
