import { FileText } from 'lucide-react'

const formats = [
  { name: 'PDF', detail: '.pdf with selectable text' },
  { name: 'PowerPoint', detail: '.pptx, slides and speaker notes' },
  { name: 'Word', detail: '.docx' },
  { name: 'Text / Markdown', detail: '.txt, .md' },
  {
    name: 'Scans and photos',
    detail: 'scanned .pdf, .png, .jpg, .jpeg, .webp; text recognised offline',
  },
  { name: 'E-book', detail: '.epub without DRM, read by chapter' },
  { name: 'Transcripts and captions', detail: '.vtt, .srt, or text with times; cited by time' },
  {
    name: 'Recordings',
    detail: 'audio .mp3, .m4a, .aac, .wav, .ogg, .opus, .webm, .flac; video .mp4, .webm, .mov',
  },
]

/** Shown while no file is in the list. */
export function SupportedFormats() {
  return (
    <section
      aria-labelledby="supported-formats-heading"
      className="rounded-xl bg-slate-50 p-4 text-sm"
    >
      <h3 id="supported-formats-heading" className="font-semibold text-slate-900">
        Supported Formats
      </h3>
      <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {formats.map((format) => (
          <li key={format.name} className="flex items-start gap-2 text-slate-700">
            <FileText className="mt-0.5 h-4 w-4 shrink-0 text-indigo-500" aria-hidden="true" />
            <span>
              <span className="font-medium">{format.name}</span>{' '}
              <span className="text-slate-500">({format.detail})</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-500">
        Maximum 10 MB per file. Several files can be combined into one guide.
      </p>
      <p className="mt-1 text-slate-500">
        Recordings: up to 3 hours and 500 MB each, transcribed by your AI provider.
      </p>
    </section>
  )
}
