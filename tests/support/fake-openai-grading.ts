/**
 * The test model's grading of a written practice-exam answer (purpose 'examGrading'): a point
 * counts as found when the answer holds at least half of the point's words of five letters or
 * more, as written (no stems, the term before the colon left out). A plain word reading of our
 * own, deliberately not the app's key-term grader, so a test can tell the two apart.
 */
const LONG_WORD = /[a-z][a-z'-]{4,}/g

function longWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(LONG_WORD) ?? [])]
}

export function examGradingFor(user: string): string {
  const answer = /<<<ANSWER\n([\s\S]*?)\nANSWER>>>/.exec(user)?.[1] ?? ''
  const answerWords = new Set(longWords(answer))
  const points = [...user.matchAll(/^Point (\d+): (.+)$/gm)].map((match) => {
    const definition = (match[2] ?? '').replace(/^[^:]*:\s*/, '')
    const words = longWords(definition)
    const hits = words.filter((word) => answerWords.has(word)).length
    return { n: Number(match[1]), found: words.length > 0 && hits * 2 >= words.length }
  })
  const made = points.filter((point) => point.found).length
  return JSON.stringify({
    points,
    explanation: `The answer makes ${made} of the ${points.length} points of the rubric.`,
  })
}
