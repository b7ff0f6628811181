import { AI_LIMITS } from '@/config/limits'
import { ProviderError } from '@/lib/ai/errors'
import { estimateChatTokens } from './estimate-tokens'
import {
  fitsWindow,
  materialBudget,
  safetyMargin,
  shrunkWindow,
  statedWindow,
} from './window-budget'

const refusal = (message: string) =>
  new ProviderError('context_length', message, { status: 400, code: 'context_length_exceeded' })

describe('window arithmetic', () => {
  const frame = [
    { role: 'system' as const, content: 'You take notes.' },
    { role: 'user' as const, content: 'Take notes on this:' },
  ]

  it('budget = window − prompt overhead − max_tokens − safety margin', () => {
    const window = 8_192
    expect(materialBudget(frame, 'chunkNotes', window)).toBe(
      window - estimateChatTokens(frame) - AI_LIMITS.chunkNotes.maxTokens - safetyMargin(window),
    )
    expect(safetyMargin(8_192)).toBe(246)
    expect(safetyMargin(1_000)).toBe(64)
  })

  it('a request fits when its estimate, its reply and the margin fit the window', () => {
    expect(fitsWindow(frame, 'tutor', estimateChatTokens(frame) + 400 + 64)).toBe(true)
    expect(fitsWindow(frame, 'tutor', estimateChatTokens(frame) + 400 + 63)).toBe(false)
  })

  it('reads the window a refusal states', () => {
    expect(
      statedWindow(
        "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.",
      ),
    ).toBe(8_192)
    expect(statedWindow('maximum context length is 128,000 tokens')).toBe(128_000)
    expect(statedWindow('Request too long for model')).toBeUndefined()
  })

  it('shrinks to the stated window, else to 70 %, and only once for parallel refusals', () => {
    expect(shrunkWindow(32_768, 32_768, refusal('maximum context length is 8192 tokens'))).toBe(
      8_192,
    )
    expect(shrunkWindow(8_192, 8_192, refusal('maximum context length is 8192 tokens'))).toBe(5_734)
    expect(shrunkWindow(10_000, 10_000, refusal('too many tokens'))).toBe(7_000)
    expect(shrunkWindow(7_000, 10_000, refusal('too many tokens'))).toBe(7_000)
  })
})
