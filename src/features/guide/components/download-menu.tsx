import { ChevronDown, Download } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { useDisclosure } from '@/components/ui/use-disclosure'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/guide-catalogue'

export type ExportFormat = 'txt' | 'html' | 'pdf'

const items: { format: ExportFormat; label: MessageKey }[] = [
  { format: 'txt', label: 'guide.downloadTxt' },
  { format: 'html', label: 'guide.downloadHtml' },
  { format: 'pdf', label: 'guide.downloadPdf' },
]

/** A disclosure with the three export buttons; Escape closes it and returns focus. */
export function DownloadMenu({ onExport }: { onExport: (format: ExportFormat) => void }) {
  const { t } = useTranslation()
  const { open, close, containerProps, buttonProps, panelId } = useDisclosure()

  return (
    <div className="relative" {...containerProps}>
      <button type="button" className={buttonClasses('secondary', 'sm')} {...buttonProps}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {t('guide.download')}
        <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          id={panelId}
          aria-label={t('guide.downloadFormats')}
          className="absolute end-0 z-20 mt-2 w-44 rounded-xl bg-white p-1 shadow-xl ring-1 ring-slate-200"
        >
          {items.map((item) => (
            <li key={item.format}>
              <button
                type="button"
                className="w-full rounded-lg px-3 py-2 text-start text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
                onClick={() => {
                  close()
                  // The chosen item goes away with the menu: keep the keyboard on Download.
                  buttonProps.ref.current?.focus()
                  onExport(item.format)
                }}
              >
                {t(item.label)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
