import { translate } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import './export-catalogue'

/**
 * The PDF export (spec: through a print window), the app's one way to make a PDF: opens a new
 * window, writes the standalone HTML document (html-document.ts) into it and asks it to print,
 * where the student picks "Save as PDF". Call it at the press, before anything is awaited: the
 * window opens at once, while the press still lets the page open one (a browser blocks a pop-up
 * opened seconds later, after an exam has been prepared), and gets the document when it is
 * made; it closes again when there is none (null) or making it failed (a toast says so). When the
 * browser blocks the pop-up, a toast says how to allow it, and the document is not waited for.
 */
export async function printHtmlDocument(html: Promise<string | null>): Promise<void> {
  const printWindow = window.open('', '_blank')
  if (!printWindow) {
    toast.error(translate('export.allowPopups'))
    // Not waited for: nothing is printed, and a failure to make it has nothing to say.
    html.catch(() => undefined)
    return
  }
  let written = false
  try {
    const document = await html
    if (document === null) return
    printWindow.document.open()
    printWindow.document.write(document)
    printWindow.document.close()
    written = true
  } catch (error) {
    // Its code could not load (offline, a new version), or rendering failed: said, not thrown.
    console.warn('The PDF could not be made', error)
    toast.error(translate('export.failed'))
    return
  } finally {
    if (!written) printWindow.close()
  }
  printWindow.focus()
  // Printing waits for the document's layout; 'load' has fired after close() in every engine.
  printWindow.setTimeout(() => printWindow.print(), 50)
}
