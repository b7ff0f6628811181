import { i18n, setPseudoEnglish } from './i18n'
import { DEFAULT_LANGUAGE } from './languages'
import { pseudoMessage, type Message } from './pseudo-text'

/**
 * The pseudo-locale, for development and tests only (issue 47): English with every letter
 * accented and 40 % longer, '[Ŝţûðý ĝûîðé ·····]', made from the English catalogues as they load
 * (no file to maintain). A text still in plain English letters was never translated, and a
 * layout that clips or overflows the longer text will do so in German or French too. The
 * language stays English underneath: dates and numbers, the AI's language and the profile's.
 * main.tsx turns it on, in a development or test build only, when this browser asks for it
 * (localStorage PSEUDO_LOCALE_KEY = 'on').
 *
 * This turns the English messages into pseudo ones, those loaded so far and every namespace
 * added later (a screen's catalogue arrives with its chunk); the other languages are untouched.
 * Returns a function that gives English back (for tests).
 */
export function speakPseudoEnglish(): () => void {
  const english = new Map<string, Message>()
  const disguise = () => {
    if (i18n.locale !== DEFAULT_LANGUAGE) return
    const messages = i18n.messages
    for (const [id, message] of Object.entries(messages)) {
      if (english.has(id)) continue
      english.set(id, message)
      messages[id] = pseudoMessage(message)
    }
  }
  disguise()
  setPseudoEnglish(true)
  const stop = i18n.on('change', disguise)
  return () => {
    stop()
    setPseudoEnglish(false)
    i18n.load(DEFAULT_LANGUAGE, Object.fromEntries(english))
  }
}
