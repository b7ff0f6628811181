import { DEFAULT_CONTEXT_TOKENS, contextWindowFor, parseContextTokens } from './context-window'

describe('contextWindowFor', () => {
  it.each([
    ['gpt-4', 8_192],
    ['gpt-4-0613', 8_192],
    ['gpt-4-32k', 32_768],
    ['gpt-3.5-turbo', 16_385],
    ['gpt-4-turbo', 128_000],
    ['gpt-4o', 128_000],
    ['gpt-4o-mini', 128_000],
    ['gpt-4.1-mini', 1_047_576],
    ['gpt-5-mini', 272_000],
    ['o3-mini', 200_000],
    ['o4-mini', 200_000],
    ['llama3.1:8b', 128_000],
    ['meta-llama/Llama-3.3-70B-Instruct', 128_000],
    ['llama3:8b', 8_192],
    ['Meta-Llama-3-8B-Instruct', 8_192],
    ['qwen2.5:14b', 32_768],
    ['mistral:7b', 32_768],
    ['mixtral-8x7b', 32_768],
    ['gemma2:9b', 8_192],
    ['openai/gpt-4o', 128_000],
    ['some-new-model', DEFAULT_CONTEXT_TOKENS],
  ])('%s → %i', (model, window) => {
    expect(contextWindowFor(model)).toBe(window)
  })

  it('a valid override wins; an invalid one is ignored', () => {
    expect(contextWindowFor('gpt-4', 32_000)).toBe(32_000)
    expect(contextWindowFor('gpt-4', 100)).toBe(8_192)
    expect(contextWindowFor('gpt-4', Number.NaN)).toBe(8_192)
  })

  it('parses settings text', () => {
    expect(parseContextTokens('128,000')).toBe(128_000)
    expect(parseContextTokens('32 768')).toBe(32_768)
    expect(parseContextTokens('lots')).toBeUndefined()
    expect(parseContextTokens('1.5')).toBeUndefined()
  })
})
