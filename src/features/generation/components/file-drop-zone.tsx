import { UploadCloud } from 'lucide-react'
import { useId, useState, type DragEvent } from 'react'
import { cn } from '@/components/ui/cn'
import { RECORDING_ACCEPT } from '@/lib/extract/media/media-kind'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/generation-catalogue'
import { useWarmExtractorsOnIntent } from './use-warm-extractors'

export const ACCEPTED_FILES =
  '.pdf,.pptx,.docx,.epub,.png,.jpg,.jpeg,.webp,.txt,.md,.markdown,.vtt,.srt,' +
  'application/pdf,application/epub+zip,image/png,image/jpeg,image/webp,text/plain,text/markdown,' +
  RECORDING_ACCEPT

/**
 * Drag and drop, click, or keyboard: a real multiple file input behind a visible label, so
 * Tab focuses it and Enter or Space opens the picker.
 */
export function FileDropZone({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const inputId = useId()
  const [dragging, setDragging] = useState(false)
  const zoneRef = useWarmExtractorsOnIntent<HTMLDivElement>()

  function onDragOver(event: DragEvent) {
    event.preventDefault()
    if (!disabled) setDragging(true)
  }
  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    if (disabled) return
    const files = Array.from(event.dataTransfer.files)
    if (files.length > 0) onFiles(files)
  }

  return (
    <div
      ref={zoneRef}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'relative rounded-xl border-2 border-dashed p-6 text-center transition-colors focus-within:ring-2 focus-within:ring-indigo-400',
        dragging
          ? 'border-indigo-500 bg-indigo-50'
          : 'border-slate-300 bg-white hover:border-indigo-400',
        disabled && 'opacity-60',
      )}
    >
      <UploadCloud className="mx-auto h-10 w-10 text-indigo-500" aria-hidden="true" />
      <label htmlFor={inputId} className="mt-2 block cursor-pointer font-medium text-slate-900">
        {t('generation.drop.choose')}
        <span className="block text-sm font-normal text-slate-500">
          {t('generation.drop.drag')}
        </span>
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? [])
          // Reset so picking the same file again (after removing it) fires change again.
          event.currentTarget.value = ''
          if (files.length > 0) onFiles(files)
        }}
      />
    </div>
  )
}
