import { spokenSections, type SpokenSection } from '@/study-engine/text/spoken-sections'
import type { AudioScriptInput, AudioScriptLine } from '@/study-engine/types'
import { AUDIO_OVERVIEW_WORDS } from '@/config/limits'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { detectLanguage, wordingLanguage } from '@/study-engine/text/tokens'
import { LABELS } from './labels'

/**
 * The offline engine's audio overview: a plainer script from the guide's own sections, with no
 * model. The guest names each section, the host reads its sentences (two to a line), the
 * sections the focus names first, until the length's words are spoken. Practice questions are
 * left for the student to answer. The citation check finds each line's passage itself. The
 * guest speaks the guide's language, else the reader's (`wordingLanguage`).
 */

/** The practice questions' heading in each language the engine writes guides in. */
const SKIPPED_SECTIONS = new Set(
  Object.values(LABELS).map((labels) => labels.practiceQuestions.toLocaleLowerCase()),
)

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length

function focusFirst(sections: SpokenSection[], focus: string | undefined): SpokenSection[] {
  const words = (focus ?? '')
    .toLowerCase()
    .split(/\W+/)
    .filter((word) => word.length > 3)
  if (words.length === 0) return sections
  const matches = (section: SpokenSection) =>
    words.some((word) =>
      `${section.heading} ${section.sentences.join(' ')}`.toLowerCase().includes(word),
    )
  return [...sections.filter(matches), ...sections.filter((section) => !matches(section))]
}

export function offlineAudioScript(
  input: AudioScriptInput,
  reader: LanguageCode = 'en',
): AudioScriptLine[] {
  const budget = AUDIO_OVERVIEW_WORDS[input.length]
  const labels = LABELS[wordingLanguage(detectLanguage(input.content), reader)]
  const lines: AudioScriptLine[] = [
    {
      speaker: 'guest',
      text: labels.audioOpening(input.title.trim()),
    },
  ]
  let spoken = wordsIn(lines[0]?.text ?? '')
  for (const section of focusFirst(
    spokenSections(input.content).filter(
      (section) => !SKIPPED_SECTIONS.has(section.heading.toLocaleLowerCase()),
    ),
    input.focus,
  )) {
    if (spoken >= budget) break
    const question = labels.audioAsk(section.heading)
    lines.push({ speaker: 'guest', text: question })
    spoken += wordsIn(question)
    for (let i = 0; i < section.sentences.length && spoken < budget; i += 2) {
      const text = section.sentences.slice(i, i + 2).join(' ')
      lines.push({ speaker: 'host', text })
      spoken += wordsIn(text)
    }
  }
  lines.push({ speaker: 'guest', text: labels.audioClosing(input.title.trim()) })
  return lines
}
