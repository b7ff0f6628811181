import { cleanText } from './text'

/**
 * Word documents (beyond the spec) through mammoth's raw-text mode: paragraphs separated by
 * blank lines, no styling. mammoth's browser build reads `arrayBuffer`, its Node build (used by
 * the tests) reads `buffer`; both get the same bytes.
 */
export async function extractDocxText(data: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth')
  const arrayBuffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)
  const input = { arrayBuffer, buffer: data } as unknown as Parameters<
    typeof mammoth.extractRawText
  >[0]
  const result = await mammoth.extractRawText(input)
  return cleanText(result.value)
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
