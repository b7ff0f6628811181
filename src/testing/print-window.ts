import { onTestFinished, vi } from 'vitest'

/**
 * The print window the PDF export opens (lib/export/print-document.ts), which the test DOM
 * lacks: each document written to it is parsed (`documents`, in order), its print() and
 * close() calls are counted (`printed`, `closed`). Restored when the test finishes.
 */
export function stubPrintWindow() {
  const documents: Document[] = []
  let printed = 0
  let closed = 0
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    let html = ''
    const printWindow = {
      document: {
        open: () => {
          html = ''
        },
        write: (part: string) => {
          html += part
        },
        close: () => documents.push(new DOMParser().parseFromString(html, 'text/html')),
      },
      focus: () => {},
      close: () => {
        closed += 1
      },
      print: () => {
        printed += 1
      },
      setTimeout: (callback: () => void) => callback(),
    }
    return printWindow as unknown as Window
  })
  onTestFinished(() => open.mockRestore())
  return { documents, printed: () => printed, closed: () => closed, open }
}
