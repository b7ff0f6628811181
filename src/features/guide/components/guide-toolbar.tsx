import { ArrowLeft, Copy, MessageSquare, Printer, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/guide-catalogue'
import { DownloadMenu, type ExportFormat } from './download-menu'

export interface GuideToolbarProps {
  /** Absent for a guide that is not in the library: no Back to Dashboard. */
  onBack?: (() => void) | undefined
  onCopy: () => void
  onExport: (format: ExportFormat) => void
  chatOpen: boolean
  /** The AI Chat toggle's id: the keyboard returns there when the tutor closes. */
  chatButtonId: string
  onToggleChat: () => void
  onPrint: () => void
  share?: ReactNode
  /** Asks to delete the guide; absent for a guide that is not in the library. */
  onDelete?: (() => void) | undefined
}

/** The guide's row of actions: Back to Dashboard, then Copy, Download, AI Chat, Print, Share, Delete. */
export function GuideToolbar({
  onBack,
  onCopy,
  onExport,
  chatOpen,
  chatButtonId,
  onToggleChat,
  onPrint,
  share,
  onDelete,
}: GuideToolbarProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
      {onBack ? (
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('guide.back')}
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onCopy}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('guide.copy')}
        </Button>
        <DownloadMenu onExport={onExport} />
        <Button
          id={chatButtonId}
          variant={chatOpen ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={chatOpen}
          onClick={onToggleChat}
        >
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {t('guide.aiChat')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onPrint}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {t('guide.print')}
        </Button>
        {share}
        {onDelete ? (
          <Button variant="danger" size="sm" onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('guide.delete')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
