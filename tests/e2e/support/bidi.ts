import type { Locator } from '@playwright/test'

/**
 * Where the first and the last character of an element's text are drawn (their x, in px): for
 * English on an Arabic page the last (a full stop, a question mark) must be right of the first,
 * not moved to its left by the page's direction (#47, clause 5).
 */
export async function firstAndLastX(element: Locator): Promise<[number, number]> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim()) texts.push(node as Text)
    const place = (text: Text, at: number) => {
      const range = document.createRange()
      range.setStart(text, at)
      range.setEnd(text, at + 1)
      return range.getBoundingClientRect().x
    }
    const first = texts[0]!
    const last = texts[texts.length - 1]!
    return [place(first, 0), place(last, last.textContent!.trimEnd().length - 1)]
  })
}
