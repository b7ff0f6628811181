import { encode as cl100k } from 'gpt-tokenizer/encoding/cl100k_base'
import { encode as o200k } from 'gpt-tokenizer/encoding/o200k_base'
import { TOKEN_SAMPLES } from '@/testing/token-samples'
import { estimateChatTokens, estimateTokens } from './estimate-tokens'

describe('estimateTokens', () => {
  it.each(Object.entries(TOKEN_SAMPLES))(
    'never counts fewer tokens than cl100k or o200k: %s',
    (_name, text) => {
      const real = Math.max(cl100k(text).length, o200k(text).length)
      expect(estimateTokens(text)).toBeGreaterThanOrEqual(real)
    },
  )

  it('over-counts English prose by less than 2× (chunks stay reasonably large)', () => {
    const text = TOKEN_SAMPLES['english'] ?? ''
    expect(estimateTokens(text)).toBeLessThan(2 * o200k(text).length)
  })

  it('counts chat messages with their per-message overhead', () => {
    const messages = [{ content: 'abc' }, { content: 'def' }]
    expect(estimateChatTokens(messages)).toBe(3 + 2 * (4 + 1))
    expect(estimateTokens('')).toBe(0)
  })
})
