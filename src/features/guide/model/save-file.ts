/** Hands a text file to the browser's download machinery. */
export function saveTextFile(fileName: string, mimeType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: the download has already taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

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
