import { Check } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/text-field'
import { coverGradients, type CoverGradient } from '@/config/cover-colors'
import type { GuideChanges } from '@/entities/study-guide/study-guide'
import type { GuideSummary } from '@/entities/study-guide/study-guide'
import { useTranslation } from '@/lib/i18n/i18n'
import '@/entities/study-guide/library-catalogue'
import { coverNameKeys } from '../model/cover-names'

export interface CustomizeDialogProps {
  guide: GuideSummary | null
  saving: boolean
  onClose: () => void
  /** Receives only what changed. */
  onSave: (changes: GuideChanges) => void
}

export function CustomizeDialog({ guide, saving, onClose, onSave }: CustomizeDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={guide !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('library.customize.title')}
    >
      {/* Keyed by guide so the form starts from that guide's values each time it opens. */}
      {guide ? (
        <CustomizeForm
          key={guide.id}
          guide={guide}
          saving={saving}
          onClose={onClose}
          onSave={onSave}
        />
      ) : null}
    </Dialog>
  )
}

function CustomizeForm({
  guide,
  saving,
  onClose,
  onSave,
}: Omit<CustomizeDialogProps, 'guide'> & { guide: GuideSummary }) {
  const { t } = useTranslation()
  const [title, setTitle] = useState(guide.title)
  const [cover, setCover] = useState<CoverGradient>(guide.coverColor)
  const [error, setError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = title.trim()
    if (trimmed === '') {
      setError(t('library.customize.titleRequired'))
      return
    }
    const changes: GuideChanges = {}
    if (trimmed !== guide.title) changes.title = trimmed
    if (cover !== guide.coverColor) changes.coverColor = cover
    onSave(changes)
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <TextField
        label={t('library.customize.titleLabel')}
        value={title}
        maxLength={200}
        onChange={(event) => {
          setTitle(event.target.value)
          setError(undefined)
        }}
        error={error}
        required
      />
      <div>
        <p id={`cover-${guide.id}`} className="mb-2 text-sm font-medium text-slate-700">
          {t('library.customize.cover')}
        </p>
        <div
          role="radiogroup"
          aria-labelledby={`cover-${guide.id}`}
          className="grid grid-cols-5 gap-3"
        >
          {coverGradients.map((gradient) => (
            // The radio itself is the swatch, so a click on the colour lands on the radio.
            <label key={gradient} className="relative block cursor-pointer">
              <input
                type="radio"
                name="cover-colour"
                value={gradient}
                checked={cover === gradient}
                onChange={() => setCover(gradient)}
                aria-label={t(coverNameKeys[gradient])}
                title={t(coverNameKeys[gradient])}
                className={cn(
                  'block h-12 w-full cursor-pointer appearance-none rounded-xl bg-gradient-to-br ring-offset-2 checked:ring-2 checked:ring-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
                  gradient,
                )}
              />
              {cover === gradient ? (
                <Check
                  className="pointer-events-none absolute inset-0 m-auto h-5 w-5 text-white"
                  aria-hidden="true"
                />
              ) : null}
            </label>
          ))}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('library.customize.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('library.customize.saving') : t('library.customize.save')}
        </Button>
      </div>
    </form>
  )
}
