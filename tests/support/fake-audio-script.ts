/**
 * The test AI server's answer to the 'audioScript' purpose (issue 46): a short script of the
 * guide's own sentences, guest and host in turn, as the JSON array the app asks for, each host
 * line citing the passage that shares most of its words.
 */

export const fenced = (text: string, label: string) =>
  new RegExp(`<<<${label}\\n([\\s\\S]*?)\\n${label}>>>`).exec(text)?.[1] ?? ''

/** The guide's plain sentences, in order (headings, list marks and markdown dropped). */
function guideSentences(guide: string): string[] {
  return guide
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'))
    .map((line) =>
      line
        .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
        .replace(/[*_`]/g, '')
        .trim(),
    )
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((sentence) => /\w/.test(sentence))
}

/** The passage number whose words the sentence shares most, or null. */
export function closestPassage(passages: string, sentence: string): string | null {
  const words = new Set(sentence.toLowerCase().match(/\w{4,}/g) ?? [])
  let best: { ref: string; score: number } | null = null
  for (const match of passages.matchAll(/\[(P\d+)[^\]]*\]\n([^[]*)/g)) {
    const score = (match[2]?.toLowerCase().match(/\w{4,}/g) ?? []).filter((w) =>
      words.has(w),
    ).length
    if (score > 0 && (!best || score > best.score)) best = { ref: match[1]!, score }
  }
  return best?.ref ?? null
}

/** A short script: the guest asks, the host says one sentence of the guide, up to 6 lines. */
export function audioScriptFor(userMessage: string): string {
  const passages = fenced(userMessage, 'SOURCE PASSAGES')
  const lines = guideSentences(fenced(userMessage, 'GUIDE'))
    .slice(0, 3)
    .flatMap((sentence, index) => {
      const ref = passages ? closestPassage(passages, sentence) : null
      return [
        { speaker: 'guest', text: index === 0 ? 'What is this about?' : 'And what else?' },
        { speaker: 'host', text: sentence, source: ref, quote: ref ? sentence : null },
      ]
    })
  return JSON.stringify(lines)
}
