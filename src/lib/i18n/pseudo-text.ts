import type { Messages } from '@lingui/core'

/**
 * The pseudo-locale's text (pseudo-locale.ts): English with every letter accented and 40 %
 * longer, '[Ŝţûðý ĝûîðé ·····]'. Pure functions on Lingui's compiled messages, with no import of
 * the catalogues, so the e2e's check of visible text can name the same texts.
 */
/** Where a browser asks for the pseudo-locale: 'on' (development and test builds only). */
export const PSEUDO_LOCALE_KEY = 'studywise.pseudo-locale'

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const ACCENTED = 'àƀçðéƒĝĥîĵķļɱñöþǫŕŝţûṽŵẋýžÀɃÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽ'
/** How much longer than English a pseudo text is: German and French often run 30–40 % longer. */
const GROWTH = 0.4

export type Message = Messages[string]
type Token = Exclude<Message, string>[number]

export function accented(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)]!)
}

const isChoice = (token: Token): token is [string, string, Record<string, unknown>] =>
  Array.isArray(token) &&
  ['plural', 'select', 'selectordinal'].includes(token[1] ?? '') &&
  typeof token[2] === 'object' &&
  token[2] !== null

/** A compiled message's text accented; its placeholders, plural choices and '#' as they were. */
function accentedTokens(tokens: readonly Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return token === '#' ? token : accented(token)
    if (!isChoice(token)) return token
    const [name, type, choices] = token
    const mapped = Object.entries(choices).map(([key, choice]) => [
      key,
      Array.isArray(choice) ? accentedTokens(choice as Token[]) : choice,
    ])
    return [name, type, Object.fromEntries(mapped)] as Token
  })
}

/** The length of a message's text, its longest choice counted for a plural or select. */
function textLength(tokens: readonly Token[]): number {
  return tokens.reduce<number>((sum, token) => {
    if (typeof token === 'string') return sum + token.length
    if (!isChoice(token)) return sum + 4
    const choices = Object.values(token[2]).filter(Array.isArray) as Token[][]
    return sum + Math.max(0, ...choices.map(textLength))
  }, 0)
}

/** '[', the accented message, then dots in word-long runs for the extra 40 %, then ']'. */
export function pseudoMessage(message: Message): Message {
  const tokens = typeof message === 'string' ? [message] : message
  const extra = '·'.repeat(Math.max(2, Math.ceil(textLength(tokens) * GROWTH) - 3))
  const padding = extra.match(/.{1,8}/g)!.join(' ')
  return ['[', ...accentedTokens(tokens), ` ${padding}]`]
}
