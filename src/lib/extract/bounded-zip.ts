import type JSZip from 'jszip'
import { MAX_UNPACKED_TEXT_BYTES } from '@/config/limits'
import { specError, type AppError } from '@/lib/errors'
import { readZipDirectory } from './zip-directory'

/**
 * A zip-based file's parts (Word, PowerPoint, EPUB, Anki…), read with a bound on what they
 * unpack to. A zip bomb (a 2 MB .docx whose main part inflates to 2 GB) would otherwise take the
 * tab down. Every part counts, whatever its name or kind: a reader (or a library such as
 * mammoth) may be pointed at any part by the file's own manifest, e.g. a .docx whose
 * `_rels/.rels` names `word/main.dat` as its document. All parts of one file together may
 * unpack to at most MAX_UNPACKED_TEXT_BYTES. The bound is checked against the sizes the zip's
 * directory states (all parts together) before anything is inflated, and again while inflating,
 * chunk by chunk, because a directory can lie; inflating stops at the first chunk over it.
 *
 * How a reader uses it:
 *   - open the archive with BoundedZip.open, never with JSZip directly;
 *   - read parts with text() or bytes() (each counted against the one bound);
 *   - before handing the raw archive to a library that unzips it itself (mammoth, sql.js on an
 *     .apkg's collection), call checkAll(): it inflates every part once, counting, so the
 *     library can only open what has been proved to fit.
 */

/** JSZip's streaming reader of one entry (in its code, not in its typings). */
interface EntryStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): EntryStream
  on(event: 'end', listener: () => void): EntryStream
  on(event: 'error', listener: (error: unknown) => void): EntryStream
  resume(): EntryStream
  pause(): EntryStream
}

type StreamingEntry = JSZip.JSZipObject & { internalStream(type: 'uint8array'): EntryStream }

export function unpackedTooLarge(fileName: string): AppError {
  return specError('file', 'fileExpandsTooMuch', [fileName], { code: 'unpacked-too-large' })
}

function statedBytes(bytes: Uint8Array): number {
  let total = 0
  for (const entry of readZipDirectory(bytes) ?? []) total += entry.uncompressedSize
  return total
}

export class BoundedZip {
  /** Bytes inflated so far, over every part read. */
  private unpacked = 0

  private constructor(
    private readonly zip: JSZip,
    private readonly fileName: string,
  ) {}

  /** Opens the archive; refuses it at once when its directory states too much. */
  static async open(bytes: Uint8Array, fileName: string): Promise<BoundedZip> {
    const { default: JSZipClass } = await import('jszip')
    const zip = await JSZipClass.loadAsync(bytes)
    if (statedBytes(bytes) > MAX_UNPACKED_TEXT_BYTES) throw unpackedTooLarge(fileName)
    return new BoundedZip(zip, fileName)
  }

  has(path: string): boolean {
    return this.zip.file(path) !== null
  }

  /** The files' paths (folders left out). */
  paths(): string[] {
    return Object.keys(this.zip.files).filter((path) => !this.zip.files[path]!.dir)
  }

  /** A part's bytes, or null when there is no such part. */
  async bytes(path: string): Promise<Uint8Array | null> {
    const chunks = await this.inflate(path, true)
    if (chunks === null) return null
    const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
    let at = 0
    for (const chunk of chunks) {
      joined.set(chunk, at)
      at += chunk.length
    }
    return joined
  }

  /** A part as UTF-8 text, or null when there is no such part. */
  async text(path: string): Promise<string | null> {
    const bytes = await this.bytes(path)
    return bytes === null ? null : new TextDecoder().decode(bytes)
  }

  /**
   * Inflates every part, keeping nothing: proves that whatever a library reading the same bytes
   * opens (any part, under any name) fits the bound.
   */
  async checkAll(): Promise<void> {
    for (const path of this.paths().sort()) await this.inflate(path, false)
  }

  private inflate(path: string, keep: boolean): Promise<Uint8Array[] | null> {
    const entry = this.zip.file(path) as StreamingEntry | null
    if (!entry) return Promise.resolve(null)
    return new Promise((resolve, reject) => {
      const chunks: Uint8Array[] = []
      let settled = false
      const stream = entry.internalStream('uint8array')
      stream
        .on('data', (chunk) => {
          if (settled) return
          this.unpacked += chunk.length
          if (this.unpacked > MAX_UNPACKED_TEXT_BYTES) {
            settled = true
            stream.pause()
            reject(unpackedTooLarge(this.fileName))
            return
          }
          if (keep) chunks.push(chunk)
        })
        .on('error', (error) => {
          if (settled) return
          settled = true
          reject(error instanceof Error ? error : new Error(String(error)))
        })
        .on('end', () => {
          if (settled) return
          settled = true
          resolve(chunks)
        })
        .resume()
    })
  }
}
