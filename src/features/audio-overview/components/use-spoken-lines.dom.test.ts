import { renderHook } from '@testing-library/react'
import type { OverviewLine } from '../model/audio-overview'
import { useSpokenLines } from './use-spoken-lines'

const line = (text: string, citations?: OverviewLine['citations']): OverviewLine => ({
  speaker: 'host',
  text,
  ...(citations ? { citations } : {}),
})

describe('useSpokenLines', () => {
  it("keeps the player's lines while only their verdicts change, and takes new words", () => {
    const first = [line('Cells divide.', [{ status: 'not-found', ai: 'checking' }])]
    const { result, rerender } = renderHook(({ lines }) => useSpokenLines(lines), {
      initialProps: { lines: first },
    })
    expect(result.current).toBe(first)
    rerender({ lines: [line('Cells divide.', [{ status: 'not-found', ai: 'read' }])] })
    expect(result.current).toBe(first)
    const rewritten = [line('Cells grow.')]
    rerender({ lines: rewritten })
    expect(result.current).toBe(rewritten)
  })
})
