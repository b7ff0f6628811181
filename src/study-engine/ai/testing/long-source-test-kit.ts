import { http, HttpResponse } from 'msw'
import {
  AI_COMPLETIONS_URL,
  contextLengthBody,
  detectPurpose,
  replyFor,
  type ChatBody,
} from '@/testing/ai-handlers'
import { estimateChatTokens } from '../long-source/estimate-tokens'

/**
 * Test helpers for long-source runs against an msw provider: the provider's side only (what it
 * received, how it answers), never our own modules.
 */

export const userText = (body: ChatBody) =>
  body.messages.findLast((message) => message.role === 'user')?.content ?? ''

/** 'Part: pages 11–17.' → 'pages 11–17' */
export const partOf = (body: ChatBody) => /^Part: (.+)\. Take notes/m.exec(userText(body))?.[1]

export const promptTokens = (body: ChatBody) =>
  estimateChatTokens(body.messages) + (body.max_tokens ?? 0)

/** OpenAI's refusal of a prompt larger than the window. */
export function contextRefusal(window: number) {
  return HttpResponse.json(contextLengthBody(window), { status: 400 })
}

/** A handler for notes requests (map and merge) only; others fall through. */
export function onNotes(
  answer: (
    body: ChatBody,
    request: Request,
  ) => Promise<Response | undefined> | Response | undefined,
) {
  return http.post(AI_COMPLETIONS_URL, async ({ request }) => {
    const body = (await request.clone().json()) as ChatBody
    if (detectPurpose(body) !== 'chunkNotes') return undefined
    return answer(body, request)
  })
}

/** Short notes, one bullet per place tag ('[page 3]') of the request: they never need merging. */
export function tagNotes() {
  return onNotes((body) => {
    const tags = [...new Set(userText(body).match(/\[[^\]\n]{1,80}\]/g) ?? [])]
    const bullets = tags.map((tag) => `- A key fact from the material ${tag}`)
    return replyFor(body, bullets.join('\n') || '- A key fact')
  })
}

/** Notes `chars` long that keep the request's place tags. */
export function longNotes(chars: number) {
  return onNotes((body) => {
    const tags = [...new Set(userText(body).match(/\[[^\]\n]{1,40}\]/g) ?? [])].join(' ')
    const line = `- The material states a precise fact with a number, 42, here ${tags}\n`
    return replyFor(body, line.repeat(Math.ceil(chars / line.length)).slice(0, chars))
  })
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
