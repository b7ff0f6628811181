import { useState } from 'react'
import type { SpokenLine } from '../model/voice-track'

const sameWords = (a: readonly SpokenLine[], b: readonly SpokenLine[]) =>
  a.length === b.length &&
  a.every((line, i) => line.speaker === b[i]?.speaker && line.text === b[i]?.text)

/**
 * The lines the player speaks, kept the same while their words are: the model's verdicts on
 * the lines arrive after the overview does, and must not restart what is playing.
 */
export function useSpokenLines<Line extends SpokenLine>(lines: readonly Line[]): readonly Line[] {
  const [kept, setKept] = useState(lines)
  const same = sameWords(kept, lines)
  if (!same) setKept(lines)
  return same ? kept : lines
}
