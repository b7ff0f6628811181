/// <reference lib="webworker" />
import { toWorkerFailure } from '../worker-failure'
import type { FromOcrWorker, OcrSource, ToOcrWorker } from './ocr-protocol'
import { decodeImage, isBlank, PdfPageRenderer } from './page-image'
import { isReliableRecognition } from './recognition-quality'
import { TesseractEngine } from './tesseract-engine'
import { measureSlowdown } from './thread-speed'

/**
 * Recognises text off the page's main thread: renders a PDF page (or decodes an image), then
 * runs tesseract on it. Messages are handled one after another, in the order they came.
 */
declare const self: DedicatedWorkerGlobalScope

const post = (message: FromOcrWorker) => self.postMessage(message)

let engine: Promise<TesseractEngine> | undefined
let pdf: Promise<PdfPageRenderer> | undefined
let image: Uint8Array | undefined
let fileName = ''
let queue: Promise<void> = Promise.resolve()

async function open(source: OcrSource): Promise<void> {
  // A worker serves one file after another: the previous file is let go.
  const previous = pdf
  pdf = undefined
  image = undefined
  if (previous)
    void previous.then(
      (renderer) => renderer.close(),
      () => undefined,
    )
  if (source.kind === 'pdf') {
    pdf = PdfPageRenderer.open(source.bytes)
    await pdf
  } else {
    image = source.bytes
  }
}

async function handle(message: ToOcrWorker): Promise<void> {
  switch (message.type) {
    case 'open': {
      engine ??= TesseractEngine.start()
      fileName = message.fileName
      const [started] = await Promise.all([engine, open(message.source)])
      await started.use(message.languages)
      return post({ type: 'ready' })
    }
    case 'languages':
      return (await engine)?.use(message.languages)
    case 'recognise': {
      const tesseract = await engine
      if (!tesseract) throw new Error('recognise before open')
      post({ type: 'reading', page: message.page, slowdown: measureSlowdown() })
      const picture = pdf
        ? await (await pdf).render(message.page)
        : await decodeImage(image ?? new Uint8Array(), fileName)
      if (isBlank(picture))
        return post({ type: 'text', page: message.page, text: '', reliable: true })
      const recognition = tesseract.recognise(picture)
      return post({
        type: 'text',
        page: message.page,
        text: recognition.text,
        reliable: isReliableRecognition(recognition),
      })
    }
  }
}

self.onmessage = ({ data }: MessageEvent<ToOcrWorker>) => {
  queue = queue
    .then(() => handle(data))
    .catch((error: unknown) => post({ type: 'failed', ...toWorkerFailure(error) }))
}
