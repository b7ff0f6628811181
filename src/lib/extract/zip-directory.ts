/**
 * The sizes a zip file's central directory states for its entries, read without inflating
 * anything (APPNOTE 4.3.12–4.3.16, with ZIP64). They may lie: bounded-zip.ts also counts the
 * bytes while inflating. Returns null when the directory cannot be found or read.
 */

export interface ZipEntrySize {
  name: string
  uncompressedSize: number
}

const END_OF_DIRECTORY = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_END_OF_DIRECTORY = 0x06064b50
const DIRECTORY_ENTRY = 0x02014b50
const ZIP64_EXTRA = 0x0001
const UNKNOWN32 = 0xffffffff

function findEndOfDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const last = view.byteLength - 22
  for (let at = last; at >= 0 && at >= last - 65_535; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at
  }
  return -1
}

/** Where the directory starts and how many entries it has, following ZIP64 when needed. */
function directoryBounds(view: DataView, end: number): { offset: number; count: number } {
  let offset = view.getUint32(end + 16, true)
  let count = view.getUint16(end + 10, true)
  const locator = end - 20
  if ((offset === UNKNOWN32 || count === 0xffff) && locator >= 0) {
    if (view.getUint32(locator, true) === ZIP64_LOCATOR) {
      const record = Number(view.getBigUint64(locator + 8, true))
      if (view.getUint32(record, true) === ZIP64_END_OF_DIRECTORY) {
        count = Number(view.getBigUint64(record + 32, true))
        offset = Number(view.getBigUint64(record + 48, true))
      }
    }
  }
  return { offset, count }
}

/** The uncompressed size in an entry's ZIP64 extra field (the first value it holds). */
function zip64Size(view: DataView, start: number, length: number): number | null {
  for (let at = start; at + 4 <= start + length;) {
    const id = view.getUint16(at, true)
    const size = view.getUint16(at + 2, true)
    if (id === ZIP64_EXTRA && size >= 8) return Number(view.getBigUint64(at + 4, true))
    at += 4 + size
  }
  return null
}

export function readZipDirectory(bytes: Uint8Array): ZipEntrySize[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  try {
    const end = findEndOfDirectory(view)
    if (end < 0) return null
    const { offset, count } = directoryBounds(view, end)
    const decoder = new TextDecoder()
    const entries: ZipEntrySize[] = []
    let at = offset
    for (let index = 0; index < count; index += 1) {
      if (view.getUint32(at, true) !== DIRECTORY_ENTRY) return null
      const stated = view.getUint32(at + 24, true)
      const nameLength = view.getUint16(at + 28, true)
      const extraLength = view.getUint16(at + 30, true)
      const commentLength = view.getUint16(at + 32, true)
      const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength))
      const size =
        stated === UNKNOWN32 ? zip64Size(view, at + 46 + nameLength, extraLength) : stated
      // A ZIP64 size that is not there: the largest, so the bound refuses the file.
      entries.push({ name, uncompressedSize: size ?? Number.MAX_SAFE_INTEGER })
      at += 46 + nameLength + extraLength + commentLength
    }
    return entries
  } catch {
    // Offsets past the end (a damaged or truncated file): no directory to trust.
    return null
  }
}
