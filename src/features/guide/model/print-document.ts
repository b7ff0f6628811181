/**
 * The PDF export (spec: through a print window): opens the standalone HTML document in a new
 * window and asks it to print, where the student picks "Save as PDF". Returns false when the
 * browser blocked the pop-up.
 */
export function printHtmlDocument(html: string): boolean {
  const printWindow = window.open('', '_blank')
  if (!printWindow) return false
  printWindow.document.open()
  printWindow.document.write(html)
  printWindow.document.close()
  printWindow.focus()
  // Printing waits for the document's layout; 'load' has fired after close() in every engine.
  printWindow.setTimeout(() => printWindow.print(), 50)
  return true
}
