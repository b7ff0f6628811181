import { Download, Image as ImageIcon } from 'lucide-react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { downloadFileName, saveBlob, saveTextFile } from '@/lib/save-file'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import { directionOf } from '@/lib/i18n/languages'
import { toast } from '@/lib/toast'
import '../model/mindmap-catalogue'
import type { MindNode } from '../model/mind-map'
import type { layoutMindMap } from '../model/layout'
import { sideOf, type MindMapLayout } from '../model/placed-map'
import { mindMapSvg } from '../model/svg-document'
import { svgToPng } from '../model/svg-to-png'
import { MindMapCanvas } from './mind-map-canvas'
import { MindMapTree } from './mind-map-tree'

interface LayoutModule {
  layoutMindMap: typeof layoutMindMap
}

export interface MindMapViewProps {
  /** The guide's title (the files' names). */
  title: string
  root: MindNode
  /** Where the map comes from, under the heading (the AI's, or the offline one and why). */
  note: ReactNode
  /** Opens the guide at a section's heading (null: at its title). */
  onOpenSection: (heading: string | null) => void
}

/**
 * A mind map drawn as SVG and given as a tree to screen readers and the keyboard, with
 * 'Download SVG' and 'Download PNG'. The layout library loads with it.
 */
export function MindMapView({ title, root, note, onOpenSection }: MindMapViewProps) {
  const { t, language } = useTranslation()
  const side = sideOf(directionOf(language))
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set())
  const [layoutModule, setLayoutModule] = useState<LayoutModule | null>(null)

  useEffect(() => {
    let live = true
    import('../model/layout')
      .then((module) => {
        if (live) setLayoutModule(module)
      })
      .catch((error: unknown) => {
        console.warn('Mind map layout failed to load', error)
        toast.error(translate('mindmap.layoutFailed'))
      })
    return () => {
      live = false
    }
  }, [])

  const layout = useMemo<MindMapLayout | null>(
    () => layoutModule?.layoutMindMap(root, collapsed, side) ?? null,
    [layoutModule, root, collapsed, side],
  )

  function toggle(id: string) {
    setCollapsed((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }

  const open = (node: MindNode) => onOpenSection(node.section ?? null)

  const svgFile = (drawn: MindMapLayout) =>
    mindMapSvg(drawn, t('mindmap.svgTitle', { title: root.label }))

  function downloadSvg() {
    if (!layout) return
    saveTextFile(
      downloadFileName(t('mindmap.fileTitle', { title }), 'svg'),
      'image/svg+xml',
      svgFile(layout),
    )
  }

  async function downloadPng() {
    if (!layout) return
    try {
      const png = await svgToPng(svgFile(layout), layout.bounds.width, layout.bounds.height)
      saveBlob(downloadFileName(t('mindmap.fileTitle', { title }), 'png'), png)
    } catch (error) {
      console.warn('PNG export failed', error)
      toast.error(t('mindmap.pngFailed'))
    }
  }

  return (
    <section aria-labelledby="mind-map-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mind-map-heading" className="text-xl font-semibold text-slate-900">
          {t('mindmap.heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={!layout} onClick={downloadSvg}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('mindmap.downloadSvg')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!layout}
            onClick={() => void downloadPng()}
          >
            <ImageIcon className="h-4 w-4" aria-hidden="true" />
            {t('mindmap.downloadPng')}
          </Button>
        </div>
      </div>
      {note}
      {layout ? (
        <MindMapCanvas layout={layout} onToggle={toggle} onOpen={open} />
      ) : (
        <Spinner label={t('mindmap.drawing')} />
      )}
      <MindMapTree root={root} collapsed={collapsed} onToggle={toggle} onOpen={open} />
    </section>
  )
}
