/**
 * Tesseract (tesseract.js-core: the C++ engine compiled to WebAssembly) driven directly in one
 * of our workers. The engine's script, its WebAssembly and the language data are files of the
 * app's own build, fetched only when a worker starts recognising; nothing comes from elsewhere.
 */
import type { OcrLanguage } from './ocr-languages'
import type { RecognitionStats } from './recognition-quality'

/** Walks the recognised words (tesseract's ResultIterator). */
interface ResultIterator {
  Begin(): void
  Next(level: number): boolean
  WordIsFromDictionary(): boolean
  delete?: () => void
}

interface TessBaseApi {
  Init(dataPath: string | null, languages: string, engineMode: number): number
  SetImageFile(exifOrientation: number, angle: number): void
  SetSourceResolution(dpi: number): void
  SetVariable(name: string, value: string): boolean
  Recognize(monitor: null): number
  GetUTF8Text(): string
  MeanTextConf(): number
  GetIterator(): ResultIterator | null
  Clear(): void
  End(): void
}

interface TessModule {
  FS: { writeFile(path: string, data: Uint8Array): void }
  TessBaseAPI: new () => TessBaseApi
  /** The PageIteratorLevel RIL_WORD, as the module's enum function gives it. */
  _emscripten_enum_PageIteratorLevel_RIL_WORD: () => number
}

/** A page's text and what tesseract says about it. */
export interface Recognition extends RecognitionStats {
  text: string
}

type CoreFactory = (options: { locateFile: (file: string) => string }) => Promise<TessModule>

/** Tesseract's LSTM engine only: the data files hold no legacy-engine models. */
const LSTM_ONLY = 1
/** Fully automatic page segmentation, as the tesseract command does by default. */
const AUTO_SEGMENTATION = '3'

/**
 * tessdata_fast models (see tessdata/README.md): the kind the `tesseract` command reads from
 * Debian's packages. The "best" models' wider last LSTM layer costs about a third more time per
 * page for no measurable gain on scans.
 */
const LANGUAGE_DATA: Record<OcrLanguage, () => Promise<{ default: string }>> = {
  eng: () => import('./tessdata/eng.traineddata.gz?url'),
  spa: () => import('./tessdata/spa.traineddata.gz?url'),
  fra: () => import('./tessdata/fra.traineddata.gz?url'),
  deu: () => import('./tessdata/deu.traineddata.gz?url'),
}

/** A one-instruction SIMD module: browsers without WebAssembly SIMD get the plain build. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
])

async function loadCore(): Promise<TessModule> {
  const simd = WebAssembly.validate(SIMD_PROBE)
  const [{ default: factory }, { default: wasmUrl }] = simd
    ? await Promise.all([
        import('tesseract.js-core/tesseract-core-simd-lstm.js'),
        import('tesseract.js-core/tesseract-core-simd-lstm.wasm?url'),
      ])
    : await Promise.all([
        import('tesseract.js-core/tesseract-core-lstm.js'),
        import('tesseract.js-core/tesseract-core-lstm.wasm?url'),
      ])
  return (factory as unknown as CoreFactory)({ locateFile: () => wasmUrl })
}

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  // A server may already have decoded it (Content-Encoding): the gzip magic number tells.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

async function languageData(language: OcrLanguage): Promise<Uint8Array> {
  const { default: url } = await LANGUAGE_DATA[language]()
  const response = await fetch(url)
  if (!response.ok) throw new Error(`recognition data ${language}: HTTP ${response.status}`)
  return gunzip(new Uint8Array(await response.arrayBuffer()))
}

/** A grey image: one byte per pixel, rows top to bottom. */
export interface GreyImage {
  width: number
  height: number
  pixels: Uint8Array
  /** Pixels per inch when known (a rendered PDF page); tesseract estimates it otherwise. */
  dpi?: number
}

/**
 * What tesseract reads: a grey image we made, or an image file as the student gave it (PNG or
 * JPEG that needs no scaling), which tesseract's image library reads with its resolution, as
 * the tesseract command does.
 */
export type Picture = ({ kind: 'grey' } & GreyImage) | { kind: 'file'; bytes: Uint8Array }

/** The image as a binary PGM file, a format Leptonica (tesseract's image library) reads as is. */
function pgm({ width, height, pixels }: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`)
  const file = new Uint8Array(header.length + pixels.length)
  file.set(header)
  file.set(pixels, header.length)
  return file
}

export class TesseractEngine {
  private api: TessBaseApi | null = null
  private languages = ''
  private readonly loaded = new Set<OcrLanguage>()

  private constructor(private readonly module: TessModule) {}

  static async start(): Promise<TesseractEngine> {
    return new TesseractEngine(await loadCore())
  }

  /** Loads the languages' data not loaded yet and (re)initialises the engine with them. */
  async use(languages: readonly OcrLanguage[]): Promise<void> {
    const wanted = [...languages].sort().join('+')
    if (wanted === this.languages && this.api) return
    const missing = languages.filter((language) => !this.loaded.has(language))
    const data = await Promise.all(missing.map(languageData))
    missing.forEach((language, index) => {
      this.module.FS.writeFile(`/${language}.traineddata`, data[index] as Uint8Array)
      this.loaded.add(language)
    })
    this.api?.End()
    const api = new this.module.TessBaseAPI()
    if (api.Init('/', wanted, LSTM_ONLY) !== 0)
      throw new Error(`tesseract could not start (${wanted})`)
    api.SetVariable('tessedit_pageseg_mode', AUTO_SEGMENTATION)
    this.api = api
    this.languages = wanted
  }

  recognise(picture: Picture): Recognition {
    const api = this.api
    if (!api) throw new Error('tesseract has no language loaded')
    this.module.FS.writeFile('/input', picture.kind === 'file' ? picture.bytes : pgm(picture))
    api.SetImageFile(1, 0)
    if (picture.kind === 'grey' && picture.dpi) api.SetSourceResolution(Math.round(picture.dpi))
    api.Recognize(null)
    const text = api.GetUTF8Text()
    const recognition = { text, confidence: api.MeanTextConf(), ...this.countWords(api, text) }
    api.Clear()
    return recognition
  }

  /** The page's words, and how many of them the model's dictionary has. */
  private countWords(api: TessBaseApi, text: string) {
    const counts = { words: 0, dictionaryWords: 0 }
    const words = text.trim() === '' ? null : api.GetIterator()
    if (!words) return counts
    const level = this.module._emscripten_enum_PageIteratorLevel_RIL_WORD()
    words.Begin()
    do {
      counts.words += 1
      if (words.WordIsFromDictionary()) counts.dictionaryWords += 1
    } while (words.Next(level))
    words.delete?.()
    return counts
  }
}
