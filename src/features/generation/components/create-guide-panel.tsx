import { useState } from 'react'
import { languageForEngine, SAME_AS_SOURCE } from '../model/languages'
import type { DeliveredGuide } from '../model/generation-flow'
import { LanguageSelect } from './language-select'
import { PasteNotesSection } from './paste-notes-section'
import { UploadSection, type SectionProps } from './upload-section'

export type { DeliveredGuide }

export interface CreateGuidePanelProps {
  signedIn: boolean
  userId?: string | null
  /** Called once per delivered guide; `id` is null when it was not saved. */
  onGuideReady: (guide: DeliveredGuide) => void
  /** An unsaved guide's citations changed after delivery: `revised` replaces `guide`. */
  onGuideRevised?: SectionProps['onGuideRevised']
}

/** Upload and paste-notes side by side, with one output-language choice for both. */
export function CreateGuidePanel({
  signedIn,
  userId,
  onGuideReady,
  onGuideRevised,
}: CreateGuidePanelProps) {
  const [language, setLanguage] = useState<string>(SAME_AS_SOURCE)
  const sectionProps = {
    signedIn,
    userId,
    onGuideReady,
    onGuideRevised,
    language: languageForEngine(language),
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <LanguageSelect value={language} onChange={setLanguage} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <UploadSection {...sectionProps} />
        <PasteNotesSection {...sectionProps} />
      </div>
    </div>
  )
}
