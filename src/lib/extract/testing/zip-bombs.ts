/**
 * Zip bombs, built in the tests (test-only, Node): a real PowerPoint or Word package whose parts
 * are replaced by deflate streams inflating to gigabytes. A stream repeats one compressed
 * megabyte, flushed so each copy stands alone (about 1 KB each), so a 2 GiB part costs ~2 MB and
 * milliseconds to build. The directory states each part's true size, or a lie.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import JSZip from 'jszip'

const MiB = 1_048_576

/**
 * The parts that explode: what each inflates to, and what the zip's directory states for it
 * (its true size unless told), e.g. { 'word/document.xml': { bytes: 2 * GiB, stated: 4096 } }.
 */
export type BombParts = Record<string, { bytes: number; stated?: number }>

export const GiB = 1_073_741_824

/** Deflate data for a well-formed XML document of `megabytes` MiB of text (and a few bytes). */
function explodingStream(megabytes: number): { data: Buffer; size: number } {
  const head = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><bomb><t>')
  const tail = Buffer.from('</t></bomb>')
  const flush = { finishFlush: constants.Z_FULL_FLUSH }
  const unit = deflateRawSync(Buffer.alloc(MiB, 'x'), flush)
  const blocks = [
    deflateRawSync(head, flush),
    ...Array.from({ length: megabytes }, () => unit),
    deflateRawSync(tail),
  ]
  return { data: Buffer.concat(blocks), size: head.length + megabytes * MiB + tail.length }
}

interface Entry {
  name: Buffer
  data: Buffer
  crc: number
  size: number
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2)
  buffer.writeUInt16LE(value)
  return buffer
}
function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4)
  buffer.writeUInt32LE(value >>> 0)
  return buffer
}

/** A zip of deflated entries (APPNOTE 4.3), sizes as given. */
function writeZip(entries: Entry[]): Uint8Array {
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const common = [
      u16(20), // version needed
      u16(0), // flags
      u16(8), // deflate
      u16(0), // time
      u16(0x21), // date: 1980-01-01
      u32(entry.crc),
      u32(entry.data.length),
      u32(entry.size),
      u16(entry.name.length),
      u16(0), // extra
    ]
    const local = Buffer.concat([u32(0x04034b50), ...common, entry.name, entry.data])
    directory.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20), // made by
        ...common,
        u16(0), // comment
        u16(0), // disk
        u16(0), // internal attributes
        u32(0), // external attributes
        u32(offset),
        entry.name,
      ]),
    )
    locals.push(local)
    offset += local.length
  }
  const central = Buffer.concat(directory)
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ])
  return new Uint8Array(Buffer.concat([...locals, central, end]))
}

/** `base` (a .pptx or .docx) with `parts` replaced by bombs, or added when it has no such part. */
export async function zipBomb(base: Uint8Array, parts: BombParts): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(base)
  const entries: Entry[] = []
  const names = new Set([...Object.keys(zip.files), ...Object.keys(parts)])
  for (const name of [...names].sort()) {
    const file = zip.files[name]
    if (file?.dir) continue
    const part = parts[name]
    if (part !== undefined) {
      const bomb = explodingStream(Math.ceil(part.bytes / MiB))
      entries.push({
        name: Buffer.from(name),
        data: bomb.data,
        // Checked only at the end of a part (and not by default): no reader gets that far.
        crc: 0,
        size: part.stated ?? bomb.size,
      })
      continue
    }
    if (!file) continue
    const content = Buffer.from(await file.async('uint8array'))
    entries.push({
      name: Buffer.from(name),
      data: deflateRawSync(content),
      crc: crc32(content),
      size: content.length,
    })
  }
  return writeZip(entries)
}

/**
 * A Word document whose _rels/.rels names another part (e.g. word/main.dat) as the document, a
 * copy of word/document.xml: mammoth reads whichever part the relationships name, whatever its
 * name. word/document.xml stays, so the file still looks like a Word document.
 */
export async function docxWithMainPart(docx: Uint8Array, part: string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(docx)
  const rels = await zip.file('_rels/.rels')!.async('string')
  zip.file('_rels/.rels', rels.replace('word/document.xml', part))
  zip.file(part, await zip.file('word/document.xml')!.async('uint8array'))
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}
