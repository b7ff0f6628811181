/** Hands a file to the browser's download machinery. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
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

/** Hands a text file to the browser's download machinery. */
export function saveTextFile(fileName: string, mimeType: string, text: string): void {
  saveBlob(fileName, new Blob([text], { type: `${mimeType};charset=utf-8` }))
}
