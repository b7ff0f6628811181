import { http, HttpResponse } from 'msw'
import {
  AI_COMPLETIONS_URL,
  detectPurpose,
  replyFor,
  type ChatCompletionBody,
} from '@/testing/ai-handlers'
import { estimateChatTokens } from './estimate-tokens'

/**
 * Test helpers for long-source runs against an msw provider: the provider's side only (what it
 * received, how it answers), never our own modules.
 */

export const userText = (body: ChatCompletionBody) =>
  body.messages.findLast((message) => message.role === 'user')?.content ?? ''

/** 'Part: pages 11–17.' → 'pages 11–17' */
export const partOf = (body: ChatCompletionBody) =>
  /^Part: (.+)\. Take notes/m.exec(userText(body))?.[1]

export const promptTokens = (body: ChatCompletionBody) =>
  estimateChatTokens(body.messages) + body.max_tokens

/** OpenAI's refusal of a prompt larger than the window. */
export function contextRefusal(window: number) {
  return HttpResponse.json(
    {
      error: {
        message: `This model's maximum context length is ${window} tokens. However, you requested more tokens. Please reduce the length of the messages or completion.`,
        type: 'invalid_request_error',
        param: 'messages',
        code: 'context_length_exceeded',
      },
    },
    { status: 400 },
  )
}

/** A handler for notes requests (map and merge) only; others fall through. */
export function onNotes(
  answer: (
    body: ChatCompletionBody,
    request: Request,
  ) => Promise<Response | undefined> | Response | undefined,
) {
  return http.post(AI_COMPLETIONS_URL, async ({ request }) => {
    const body = (await request.clone().json()) as ChatCompletionBody
    if (detectPurpose(body) !== 'chunkNotes') return undefined
    return answer(body, request)
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
