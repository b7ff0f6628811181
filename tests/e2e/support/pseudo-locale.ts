import { expect, type Page, type TestInfo } from '@playwright/test'
import { accented } from '../../../src/lib/i18n/pseudo-text'

/** The languages' own names in the Language control: each is written in itself on purpose. */
export const languageNames = [
  'English',
  'Español',
  'Français',
  'Deutsch',
  'Português (Brasil)',
  '简体中文',
  'العربية',
]

export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The whole pseudo text of an English catalogue text. */
export const pseudo = (english: string) =>
  new RegExp(`^\\[${literally(accented(english))}[ ·]*\\]$`)
/** A piece of a pseudo text (the words around a value). */
export const pseudoPart = (english: string) => new RegExp(literally(accented(english)))

/** Dates stay English underneath the pseudo-locale (its language is English). */
export const englishDateWords = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
  'AM',
  'PM',
]

/** A desktop and a phone: every screen is read at both. */
export const viewports = [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
]

/** Asks for the pseudo-locale before any page of the test loads (src/lib/i18n/pseudo-locale.ts). */
export async function usePseudoLocale(page: Page) {
  await page.addInitScript(() => localStorage.setItem('studywise.pseudo-locale', 'on'))
}

export interface TextFindings {
  /** Visible text or an accessible name with a plain English word: it was never translated. */
  english: string[]
  /** Text cut off or spilling out of its box, or a page wider than the screen. */
  clipped: string[]
}

export interface ScreenOptions {
  /** CSS selectors of the parts to read; the whole page by default. */
  roots?: string[]
  /** The student's own content (names, titles) and names that stay as they are. */
  allowed?: string[]
  /** CSS selectors of parts not translated yet, named in the test so the gap stays visible. */
  untranslated?: string[]
}

/**
 * Reads what a student sees in `roots`: every visible text node and every aria-label, title,
 * placeholder and alt. In the pseudo-locale every letter of the interface is accented, so a word
 * in plain English letters is a text left untranslated, unless it is on the `allowed` list. A
 * text's box that is narrower than its content (scrollWidth > clientWidth), shorter where it
 * hides the rest, or that reaches past the screen's edge is clipped or overflowing.
 */
export function readVisibleText(
  page: Page,
  { roots = ['body'], allowed = [], untranslated = [] }: ScreenOptions = {},
): Promise<TextFindings> {
  return page.evaluate(
    ({ roots, allowed, untranslated }) => {
      const skipped = (element: Element) =>
        untranslated.length > 0 && element.closest(untranslated.join(', ')) !== null
      const english = new Set<string>()
      const clipped = new Set<string>()
      const shown = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      const plainWords = (text: string) =>
        allowed
          .reduce((rest, allowedText) => rest.split(allowedText).join(' '), text)
          .match(/[A-Za-z]{2,}/g) ?? []
      const name = (element: Element) =>
        `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`
      const note = (text: string, where: string) => {
        if (plainWords(text).length > 0) english.add(`${where}: "${text.trim().slice(0, 90)}"`)
      }
      const boxOf = (element: Element) => {
        let box: Element | null = element
        while (box && getComputedStyle(box).display === 'inline') box = box.parentElement
        return box ?? element
      }
      const checkBox = (box: Element, text: string) => {
        // An SVG drawing's labels have no CSS box to overflow (the map is panned and zoomed).
        if (box.closest('svg')) return
        const style = getComputedStyle(box)
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll'
        const sample = `"${text.trim().slice(0, 60)}"`
        if (
          box.clientWidth > 2 &&
          !scrolls(style.overflowX) &&
          box.scrollWidth > box.clientWidth + 1
        )
          clipped.add(
            `${name(box)} ${sample}: ${box.scrollWidth} px of text in ${box.clientWidth} px`,
          )
        const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip'
        if (box.clientHeight > 2 && hidesY && box.scrollHeight > box.clientHeight + 1)
          clipped.add(
            `${name(box)} ${sample}: ${box.scrollHeight} px tall in ${box.clientHeight} px`,
          )
        const rect = box.getBoundingClientRect()
        if (rect.width > 2 && (rect.right > window.innerWidth + 1 || rect.left < -1))
          clipped.add(
            `${name(box)} ${sample}: off the screen (${Math.round(rect.left)}–${Math.round(rect.right)} px)`,
          )
      }

      for (const root of roots.flatMap((selector) => [...document.querySelectorAll(selector)])) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          const text = node.textContent ?? ''
          if (
            !parent ||
            !text.trim() ||
            parent.closest('script, style, noscript, template, option')
          )
            continue
          if (!shown(parent)) continue
          if (!skipped(parent)) note(text, `text in ${name(parent)}`)
          // The student's own content (a long e-mail address) is cut with an ellipsis by design.
          if (plainWords(text).length > 0 || !/[A-Za-z]/.test(text)) checkBox(boxOf(parent), text)
        }
        const named = root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')
        for (const element of [root, ...named]) {
          if (!shown(element) || skipped(element)) continue
          for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
            const value = element.getAttribute(attribute)
            if (value) note(value, `${attribute} of ${name(element)}`)
          }
        }
      }
      const page = document.documentElement
      // One pixel is sub-pixel rounding.
      if (page.scrollWidth > page.clientWidth + 1)
        clipped.add(`the page is ${page.scrollWidth} px wide on a ${page.clientWidth} px screen`)
      return { english: [...english], clipped: [...clipped] }
    },
    { roots, allowed: [...allowed, ...languageNames], untranslated },
  )
}

/** Photographs the screen (to be looked at) and fails softly on English left or clipped text. */
export async function expectAllTranslated(
  page: Page,
  info: TestInfo,
  screen: string,
  options: ScreenOptions = {},
) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  )
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: info.outputPath(`pseudo-${screen}-${width}.png`), fullPage: true })
  const { english, clipped } = await readVisibleText(page, options)
  expect.soft(english, `English left on ${screen} at ${width} px`).toEqual([])
  expect.soft(clipped, `clipped or overflowing text on ${screen} at ${width} px`).toEqual([])
}
