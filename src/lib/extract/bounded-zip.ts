import type JSZip from 'jszip'
import { MAX_UNPACKED_TEXT_BYTES } from '@/config/limits'
import { AppError, messages } from '@/lib/errors'
import { readZipDirectory } from './zip-directory'

/**
 * An Office file's parts, read with a bound on what they unpack to. A zip bomb (a 3 MB .docx
 * whose document.xml inflates to 2 GB) would otherwise take the tab down: the text parts
 * (*.xml, *.rels) of one file may hold at most MAX_UNPACKED_TEXT_BYTES together. The bound is
 * checked against the sizes the zip's directory states (each part, and all together) before
 * anything is inflated, and again while inflating, chunk by chunk, because a directory can lie;
 * inflating stops at the first chunk over it.
 */

const TEXT_PART = /\.(xml|rels)$/i

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
  return new AppError('file', messages.fileExpandsTooMuch(fileName), { code: 'unpacked-too-large' })
}

function statedTextBytes(bytes: Uint8Array): number {
  let total = 0
  for (const entry of readZipDirectory(bytes) ?? []) {
    if (TEXT_PART.test(entry.name)) total += entry.uncompressedSize
  }
  return total
}

function joinChunks(chunks: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  let at = 0
  for (const chunk of chunks) {
    joined.set(chunk, at)
    at += chunk.length
  }
  return joined
}

export class BoundedZip {
  /** Bytes of text inflated so far, over every part read. */
  private unpacked = 0

  private constructor(
    private readonly zip: JSZip,
    private readonly fileName: string,
  ) {}

  /** Opens the archive; refuses it at once when its directory states too much text. */
  static async open(bytes: Uint8Array, fileName: string): Promise<BoundedZip> {
    const { default: JSZipClass } = await import('jszip')
    const zip = await JSZipClass.loadAsync(bytes)
    if (statedTextBytes(bytes) > MAX_UNPACKED_TEXT_BYTES) throw unpackedTooLarge(fileName)
    return new BoundedZip(zip, fileName)
  }

  has(path: string): boolean {
    return this.zip.file(path) !== null
  }

  paths(): string[] {
    return Object.keys(this.zip.files)
  }

  /** A part as UTF-8 text, or null when there is no such part. */
  async text(path: string): Promise<string | null> {
    const bytes = await this.bytes(path)
    return bytes === null ? null : new TextDecoder().decode(bytes)
  }

  /** A part's bytes, or null when there is no such part; counted against the same bound. */
  async bytes(path: string): Promise<Uint8Array | null> {
    const chunks = await this.inflate(path, true)
    return chunks === null ? null : joinChunks(chunks)
  }

  /** Inflates every text part, keeping nothing: proves what a library reading them will get. */
  async checkAllText(): Promise<void> {
    for (const path of this.paths()
      .filter((name) => TEXT_PART.test(name))
      .sort()) {
      await this.inflate(path, false)
    }
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
