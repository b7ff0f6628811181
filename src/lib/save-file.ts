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

/**
 * A title as a download's file name: characters file systems reject (and control characters)
 * become spaces, runs of spaces one; `fallback` when nothing is left.
 */
export function downloadFileName(title: string, extension: string, fallback = 'study-guide') {
  const safe = Array.from(title, (char) =>
    char.charCodeAt(0) < 32 || char === '\x7f' ? ' ' : char,
  )
    .join('')
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return `${safe || fallback}.${extension}`
}
