import { stripHtml } from './html-text'

/**
 * What Anki stores of a note's sort field: the field without HTML (the `sfld` column, which the
 * browser sorts by) and its checksum (`csum`, how Anki finds duplicates): the first 8 hex digits
 * of the SHA-1 of that text, as an integer.
 */
export async function sortFieldAndChecksum(
  firstField: string,
): Promise<{ sortField: string; checksum: number }> {
  const sortField = stripHtml(firstField)
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(sortField))
  const checksum = new DataView(digest).getUint32(0, false)
  return { sortField, checksum }
}
