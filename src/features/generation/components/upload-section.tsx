import type { ReadSource } from '../model/file-list'
import { Sparkles } from 'lucide-react'
import { useReducer, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { AppError, messageOf, specError, specMessage, type ShownMessage } from '@/lib/errors'
import { isRecording } from '@/lib/extract/media/media-kind'
import { useTranslation } from '@/lib/i18n/i18n'
import { combineSources, type SourcePassage } from '@/lib/source'
import type { Take } from '@/lib/recordings/take-store'
import type { Material } from '@/entities/study-guide/generate-guide'
import { useGeneration, type GenerationOptions } from '../api/use-generation'
import { fileListReducer } from '../model/file-list'
import { isBusy, type DeliveredGuide } from '../model/generation-flow'
import { AddLinkForm } from './add-link-form'
import { FileDropZone } from './file-drop-zone'
import { GenerationStatus } from './generation-status'
import { readRecording } from './read-recording'
import { RecordLecture } from './record-lecture'
import { SupportedFormats } from './supported-formats'
import { UploadedFiles } from './uploaded-files'

interface Reading {
  name: string
  size: number
  done: Promise<void>
  controller: AbortController
  /** Set once the file is read. */
  read?: { content: string; passages: SourcePassage[] }
  /** A stalled recording's Retry. */
  retry?: () => void
}

export interface SectionProps {
  signedIn: boolean
  userId?: string | null
  /** StudyGuideInput.language; undefined keeps the material's language. */
  language?: string
  onGuideReady: (guide: DeliveredGuide) => void
  onGuideRevised?: GenerationOptions['onGuideRevised']
}

/** The upload section: files are read in the browser as soon as they are picked. */
export function UploadSection({
  signedIn,
  userId,
  language,
  onGuideReady,
  onGuideRevised,
}: SectionProps) {
  const { t } = useTranslation()
  const [items, dispatchFiles] = useReducer(fileListReducer, [])
  const [fileError, setFileError] = useState<ShownMessage | null>(null)
  const lastFileError = useRef<ShownMessage | null>(null)
  // The reads in flight and their results, in the order the files were added.
  const readings = useRef(new Map<string, Reading>())
  const nextId = useRef(0)

  const generation = useGeneration({
    signedIn,
    userId,
    onGuideReady,
    onGuideRevised,
    onDelivered: () => {
      for (const reading of readings.current.values()) reading.controller.abort()
      readings.current.clear()
      dispatchFiles({ type: 'cleared' })
      showFileError(null)
    },
  })
  const { state, generate } = generation
  const busy = isBusy(state)

  function showFileError(message: ShownMessage | null) {
    lastFileError.current = message
    setFileError(message)
  }

  async function addFiles(files: File[]) {
    showFileError(null)
    const { extractFile, validateFile, validateUpload } =
      await import('@/lib/extract/extract-files')
    const accepted = files.filter((file) => {
      const invalid = validateFile(file)
      if (invalid) showFileError(messageOf(invalid, { text: invalid.message }))
      return invalid === null
    })
    // Said before reading: an upload over the limit is read not at all.
    // Recordings have their own limit: the upload's weight counts documents.
    const listed = Array.from(readings.current.values(), (reading) =>
      isRecording({ name: reading.name, type: '' }) ? 0 : reading.size,
    )
    const tooMuch = validateUpload(
      accepted,
      listed.reduce((sum, size) => sum + size, 0),
    )
    if (tooMuch) {
      showFileError(messageOf(tooMuch, { text: tooMuch.message }))
      return
    }
    const { RecognitionBudget } = await import('@/lib/extract/ocr/recognition-budget')
    const recognitionBudget = new RecognitionBudget()
    for (const file of accepted) {
      if (isRecording(file)) {
        const { id, reading } = list(file.name, file.size)
        readRecording(id, file, reading, { dispatch: dispatchFiles, onFailed: showFileError })
        continue
      }
      track(file.name, file.size, (signal, id) =>
        extractFile(file, {
          signal,
          onProgress: (progress) => dispatchFiles({ type: 'progress', id, progress }),
          outputLanguage: language,
          recognitionBudget,
        }),
      )
    }
  }

  /** A lecture recorded here: transcribed like an upload; its take goes once it is transcribed. */
  function addRecorded(file: File, take: Take) {
    showFileError(null)
    const { id, reading } = list(file.name, file.size)
    readRecording(id, file, reading, {
      dispatch: dispatchFiles,
      onFailed: showFileError,
      onTranscribed: () =>
        void import('@/lib/recordings/take-store').then(({ discardTake }) => discardTake(take.id)),
    })
  }

  /** Lists a source and reads it in the background; one that cannot be read leaves the list. */
  function track(
    name: string,
    size: number,
    read: (signal: AbortSignal, id: string) => ReturnType<ReadSource>,
  ) {
    const { id, reading } = list(name, size)
    const { controller } = reading
    reading.done = read(controller.signal, id).then(
      (result) => {
        reading.name = result.name ?? name
        reading.read = { content: result.content, passages: result.passages }
        dispatchFiles({
          type: 'read',
          id,
          name: result.name,
          content: result.content,
          warnings: result.warnings,
        })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        readings.current.delete(id)
        dispatchFiles({ type: 'removed', id })
        showFileError(messageOf(error, specMessage('fileProcessFailed', name)))
      },
    )
  }

  /** Lists a source under a new id; the caller reads it into `reading`. */
  function list(name: string, size: number): { id: string; reading: Reading } {
    const id = `file-${nextId.current++}`
    const reading: Reading = {
      name,
      size,
      controller: new AbortController(),
      done: Promise.resolve(),
    }
    dispatchFiles({ type: 'added', id, name, size })
    readings.current.set(id, reading)
    return { id, reading }
  }

  function removeFile(id: string) {
    readings.current.get(id)?.controller.abort()
    readings.current.delete(id)
    dispatchFiles({ type: 'removed', id })
  }

  async function collectMaterial(): Promise<Material> {
    // 'Processing file text…': wait for files still being read, then join them.
    await Promise.all(Array.from(readings.current.values(), (reading) => reading.done))
    const files = Array.from(readings.current.values()).flatMap(({ name, read }) =>
      read ? [{ name, ...read }] : [],
    )
    const last = lastFileError.current
    if (files.length === 0)
      throw last
        ? new AppError('file', last.text, { spec: last.spec })
        : specError('file', 'guideFailedShort', [])
    const passages = combineSources(files)
    if (files.length === 1 && files[0]) return { text: files[0].content, passages }
    const { joinFiles } = await import('@/lib/extract/extract-files')
    return { text: joinFiles(files), passages }
  }

  function onGenerate() {
    showFileError(null)
    void generate({ material: collectMaterial, title: '', language, withFiles: true })
  }

  return (
    <section
      aria-labelledby="upload-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">
          {t('generation.upload.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('generation.upload.intro')}</p>
      </div>
      <FileDropZone onFiles={(files) => void addFiles(files)} disabled={busy} />
      <RecordLecture disabled={busy} onRecorded={addRecorded} />
      <AddLinkForm
        disabled={busy}
        onAdd={(name, read, size) => {
          showFileError(null)
          track(name, size ?? 0, read)
        }}
        onFailed={showFileError}
      />
      {/* The files button shows with the files: 'Generate Study Guide' (the paste section's button)
          would otherwise find both buttons by name. */}
      {items.length === 0 ? (
        <SupportedFormats />
      ) : (
        <>
          <UploadedFiles
            items={items}
            onRemove={removeFile}
            onRetry={(id) => readings.current.get(id)?.retry?.()}
            disabled={busy}
          />
          <Button size="lg" onClick={onGenerate} disabled={busy}>
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            {t('generation.upload.generate')}
          </Button>
        </>
      )}
      <GenerationStatus
        generation={generation}
        extraError={fileError}
        previewLabel={t('generation.upload.preview')}
      />
    </section>
  )
}
