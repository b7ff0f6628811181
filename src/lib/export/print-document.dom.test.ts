import { describe, expect, it, vi } from 'vitest'
import { currentToasts } from '@/lib/toast'
import { stubPrintWindow } from '@/testing/print-window'
import { printHtmlDocument } from './print-document'

const toastTexts = () => currentToasts().map((toast) => toast.message)

describe('printHtmlDocument', () => {
  it('prints the document made after the press in the window opened at it', async () => {
    const printWindow = stubPrintWindow()
    await printHtmlDocument(Promise.resolve('<title>Cells</title><p>Mitochondria</p>'))
    expect(printWindow.documents.map((document) => document.title)).toEqual(['Cells'])
    expect(printWindow.printed()).toBe(1)
    expect(toastTexts()).toEqual([])
  })

  it('closes the window and says so when the document could not be made', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const printWindow = stubPrintWindow()
    await printHtmlDocument(
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    expect(printWindow.closed()).toBe(1)
    expect(printWindow.printed()).toBe(0)
    expect(toastTexts()).toEqual(['The PDF could not be made. Please try again.'])
  })

  it('says how to allow pop-ups when the browser blocks the window, and waits for nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    await printHtmlDocument(Promise.reject(new Error('not made')))
    expect(toastTexts()).toEqual(['Allow pop-ups for this site to save the PDF.'])
  })
})
