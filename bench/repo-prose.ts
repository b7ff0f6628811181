import { readFile } from 'node:fs/promises'

/**
 * Paragraphs of the repository's own prose (code blocks, markup and links taken out; only
 * sentences of more than 12 words), for the spoken lectures of the transcription benches.
 */
export async function repoProse(files: readonly string[]): Promise<string[]> {
  const text = (await Promise.all(files.map((f) => readFile(f, 'utf8').catch(() => '')))).join('\n')
  return text
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/[`*_#|>[\]()]/g, ' ')
        .replace(/https?:\S+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((p) => /^[A-Z]/.test(p) && p.split(' ').length > 12 && !/[{}<>=]/.test(p))
}
