// @vitest-environment jsdom
import { AI_LIMITS } from '@/config/limits'
import { AppError, messages } from '@/lib/errors'
import { aiHandlers, aiReplies, recordAiRequests, testAiConfig } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import type { SourcePassage } from '@/lib/source'
import { createAiEngine } from './purposes'
import { validateAudioLines } from './audio-script'

// The audio overview's script (issue 46): one request, JSON lines with their claimed passages.
const guide = `# Cells

## Key Concepts
- **Mitochondria**: organelles that release energy from glucose.
- **Ribosomes**: structures that assemble proteins.`
const source: SourcePassage[] = [
  { anchor: { kind: 'page', n: 3 }, text: 'Mitochondria release energy from glucose.' },
  { anchor: { kind: 'page', n: 7 }, text: 'Ribosomes assemble proteins from amino acids.' },
]

function setup(...handlers: Parameters<typeof server.use>) {
  const log = recordAiRequests()
  server.use(log.handler, ...handlers, ...aiHandlers)
  return { engine: createAiEngine(testAiConfig), requests: log.requests }
}

describe('writeAudioScript', () => {
  it('asks once, with its own limits, the length in words, the focus and the numbered passages', async () => {
    const { engine, requests } = setup()
    const lines = await engine.writeAudioScript!({
      title: 'Cells',
      content: guide,
      length: 'standard',
      focus: 'ribosomes',
      source,
    })
    expect(requests).toHaveLength(1)
    const body = requests[0]!.body
    expect(body).toMatchObject({
      max_tokens: AI_LIMITS.audioScript.maxTokens,
      temperature: AI_LIMITS.audioScript.temperature,
    })
    const [system, user] = body.messages
    expect(system?.content).toMatch(/"speaker": "host" \| "guest"/)
    expect(user?.content).toContain('about 1500 words')
    expect(user?.content).toContain('focus the student asked for: ribosomes')
    expect(user?.content).toContain('[P2 | page 7]')
    // The test provider's script: guest and host in turn, each host line citing its passage.
    expect(lines.map((line) => line.speaker)).toEqual(['guest', 'host', 'guest', 'host'])
    expect(lines[1]).toMatchObject({
      text: expect.stringMatching(/Mitochondria/),
      claim: { ref: 'P1' },
    })
    expect(lines[3]?.claim?.ref).toBe('P2')
  })

  it('a reply with no usable line fails with the overview’s message', async () => {
    const { engine } = setup(aiReplies.text('Sorry, I cannot help with that.'))
    const failure = engine.writeAudioScript!({ title: 'Cells', content: guide, length: 'short' })
    await expect(failure).rejects.toBeInstanceOf(AppError)
    await expect(failure).rejects.toMatchObject({ message: messages.audioOverviewFailed })
  })
})

describe('validateAudioLines', () => {
  it('keeps good lines in order, reads speaker aliases, drops the rest', () => {
    expect(
      validateAudioLines([
        { speaker: 'Host', text: ' Cells make energy. ', source: 'P3', quote: 'make energy' },
        { speaker: 'B', text: 'How?' },
        { speaker: 'narrator', text: 'Who am I?' },
        { speaker: 'host', text: '' },
        'not a line',
        { speaker: 'guest', text: 'Thanks.', source: null, quote: null },
      ]),
    ).toEqual([
      { speaker: 'host', text: 'Cells make energy.', claim: { ref: 'P3', quote: 'make energy' } },
      { speaker: 'guest', text: 'How?' },
      { speaker: 'guest', text: 'Thanks.' },
    ])
  })
})
