import type { APIRequestContext, Page } from '@playwright/test'
import { e2eEnv } from './env'
import { GenerationPage, type UploadFile } from './generation'
import { lecturePagesPdf, markerFor, TOPICS } from './lecture-pages'

export { markerFor, pageProse } from './lecture-pages'

/**
 * The long-documents e2e fixture: a 60-page PDF of the lecture pages, where every
 * page has a known topic and a coined marker word, so a test can tell which page any quoted
 * text, request or question came from; and the fake AI server's request log.
 */

export const PAGE_COUNT = 60

/**
 * The page (1-60) a quoted piece of the lectures comes from: its '[page N]' (or
 * '[P3 | page N]') tag, its lecture number, else the longest topic or the marker it names; null when it names none.
 */
export function pageOf(quote: string): number | null {
  const tagged = /\[page (\d+)\]/.exec(quote) ?? /\blecture (\d+)\b/i.exec(quote)
  if (tagged?.[1]) return Number(tagged[1])
  let best: { page: number; length: number } | null = null
  for (let index = 0; index < PAGE_COUNT; index++) {
    for (const name of [TOPICS[index] ?? '', markerFor(index)]) {
      if (name && quote.includes(name) && name.length > (best?.length ?? 0))
        best = { page: index + 1, length: name.length }
    }
  }
  return best?.page ?? null
}

/** 1, 2 or 3: the third of the 60 pages a page is in. */
export const thirdOf = (page: number) => Math.ceil((page * 3) / PAGE_COUNT)

export function longLecturePdf(name = 'sixty-lectures.pdf'): Promise<UploadFile> {
  return lecturePagesPdf(name, PAGE_COUNT)
}

export interface LoggedRequest {
  purpose: string
  at: number
  endedAt?: number
  aborted?: boolean
  promptTokens?: number
  body: { max_tokens?: number; messages: { role: string; content: string }[] }
}

export async function loggedRequests(request: APIRequestContext): Promise<LoggedRequest[]> {
  const response = await request.get(`${e2eEnv.aiControlUrl}/__requests`)
  return (await response.json()) as LoggedRequest[]
}

/** The text of the last user message: the material a request carried. */
export const userText = (entry: LoggedRequest) =>
  entry.body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? ''

/** Whether a notes request merges notes (a condensing round) rather than reads a part. */
export const isMerge = (entry: LoggedRequest) => userText(entry).startsWith('Merge these notes')

export async function readLongPdf(page: Page, name: string) {
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await longLecturePdf(name)])
  await generation.generateFromFiles()
  return generation
}
