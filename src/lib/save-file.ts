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
