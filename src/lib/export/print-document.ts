import { translate } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import './export-catalogue'

/**
 * The PDF export (spec: through a print window), the app's one way to make a PDF: opens the
 * standalone HTML document (html-document.ts) in a new window and asks it to print, where the
 * student picks "Save as PDF". When the browser blocks the pop-up, a toast says how to allow it.
 */
export function printHtmlDocument(html: string): void {
  const printWindow = window.open('', '_blank')
  if (!printWindow) {
    toast.error(translate('export.allowPopups'))
    return
  }
  printWindow.document.open()
  printWindow.document.write(html)
  printWindow.document.close()
  printWindow.focus()
  // Printing waits for the document's layout; 'load' has fired after close() in every engine.
  printWindow.setTimeout(() => printWindow.print(), 50)
}
