import type { GuideRef } from '@/types/study-guide'

// Placeholder until the tutor issue (#10) fills it.
export function TutorPanel({ guide, onClose }: { guide: GuideRef; onClose: () => void }) {
  return (
    <aside aria-label="AI Tutor" className="w-96">
      <p>Tutor for {guide.title}</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </aside>
  )
}
