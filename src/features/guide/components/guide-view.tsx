import * as Tabs from '@radix-ui/react-tabs'
import { IconTab } from '@/components/ui/icon-tab'
import {
  ArrowLeft,
  BookOpen,
  Brain,
  ClipboardCheck,
  Copy,
  Headphones,
  Layers,
  MessageSquare,
  Network,
  Printer,
  Trash2,
  Zap,
} from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import {
  isSaved,
  type GuideDocument,
  type GuideRef,
  type Saved,
} from '@/entities/study-guide/study-guide'
import { SourceLoaderProvider } from '@/components/citations/source-loader'
import { useGuideCitations, useGuideSourceLoader } from '../api/use-guide-citations'
import { renderGuideHtml } from '../model/render-guide-html'
import { downloadFileName, saveTextFile } from '@/lib/save-file'
import { printHtmlDocument } from '../model/print-document'
import { DownloadMenu, type ExportFormat } from './download-menu'
import { GuideDocumentTabs, MAIN_DOCUMENT } from './guide-document-tabs'
import { focusHeading } from './focus-heading'

export interface GuideViewProps {
  /** A guide not saved yet (id null) gets the study tools with their work kept in memory. */
  guide: GuideDocument
  /** A unit guide's component guides, in order. */
  componentGuides?: readonly Saved<GuideDocument>[]
  /** Absent for a guide that is not in the library (an anonymous visitor's): no Back / Delete. */
  onBack?: () => void
  onDelete?: () => void
  /** The owner's Share button (a saved guide of the library). */
  share?: ReactNode
  /** A line under the title, e.g. 'Sign in to save your guides' for an unsaved guide. */
  notice?: ReactNode
  deleting?: boolean
  /** 'Generate AI Combined Guide'; runs only for a unit guide with components. */
  onGenerateCombined?: () => void
  generatingCombined?: boolean
  /** While combining long guides: 'Reading part 2 of 9 (…)'. */
  combineProgress?: string | null
  quizTab: (guide: GuideRef) => ReactNode
  flashcardsTab: (guide: GuideRef) => ReactNode
  /** The 'Mind map' tab: the guide with its citations, and how to open it at a section. */
  mindMapTab?: (guide: GuideRef, openSection: (heading: string | null) => void) => ReactNode
  /** The tab open first (the Study Guide when absent). */
  initialTab?: MainTab | undefined
  /** The 'Practice exam' tab (issue 45). */
  practiceExamTab?: (guide: GuideRef) => ReactNode
  /** The 'Listen' tab: the guide's audio overview. */
  listenTab?: (guide: GuideRef) => ReactNode
  tutorPanel: (guide: GuideRef, onClose: () => void) => ReactNode
  /** A line of the header about the exam; absent for a guide not in the library. */
  examLine?: (guide: GuideRef) => ReactNode
}

const MAIN_TABS = ['guide', 'quiz', 'flashcards', 'mindmap', 'exam', 'listen'] as const
export type MainTab = (typeof MAIN_TABS)[number]

/** The tab a link names ('?tab=exam'), or undefined for none or an unknown one. */
export function mainTabOf(value: string | null): MainTab | undefined {
  return MAIN_TABS.find((tab) => tab === value)
}

/**
 * Opening a library guide replaces the whole screen and drops the keyboard on the page: the
 * title takes it, so a keyboard or screen-reader user starts at the guide. Focus that is
 * somewhere already is left alone.
 */
function focusTitleIfLost(element: HTMLElement | null) {
  if (element && (document.activeElement === null || document.activeElement === document.body))
    element.focus()
}

const tabClasses =
  'inline-flex items-center gap-2 border-b-2 border-transparent px-4 py-3 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700'

export function GuideView({
  guide,
  componentGuides = [],
  onBack,
  onDelete,
  share,
  notice,
  deleting = false,
  onGenerateCombined,
  generatingCombined = false,
  combineProgress = null,
  quizTab,
  flashcardsTab,
  mindMapTab,
  practiceExamTab,
  listenTab,
  tutorPanel,
  examLine,
  initialTab = 'guide',
}: GuideViewProps) {
  const [tab, setTab] = useState<MainTab>(initialTab)
  // Tabs mount on first visit and then stay mounted, so a quiz in progress survives a tab switch.
  const [visited, setVisited] = useState<ReadonlySet<MainTab>>(() => new Set([initialTab]))
  const [documentId, setDocumentId] = useState<string>(MAIN_DOCUMENT)
  const [chatOpen, setChatOpen] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  // Held as state, not a ref object: closeChat is handed to the tutor panel while rendering.
  const [chatButton, setChatButton] = useState<HTMLButtonElement | null>(null)

  const shown = componentGuides.find((component) => component.id === documentId) ?? guide
  const ref: GuideRef = {
    id: guide.id,
    title: guide.title,
    content: guide.content,
    source: guide.source,
  }
  // Citations in the quiz, the flashcards and the tutor open this guide's passages.
  const loadSource = useGuideSourceLoader(ref)
  const shownCitations = useGuideCitations(shown)
  const guideCitations = useGuideCitations(guide)
  // State, not a ref object, as chatButton: openSection is handed to the mind map while rendering.
  const [guidePanel, setGuidePanel] = useState<HTMLDivElement | null>(null)

  function selectTab(value: string) {
    const next = value as MainTab
    setTab(next)
    setVisited((current) => (current.has(next) ? current : new Set([...current, next])))
  }

  function closeChat() {
    setChatOpen(false)
    // The panel's Close button goes away with it: the keyboard returns to the AI Chat toggle.
    chatButton?.focus()
  }

  /** From the mind map: the guide's own document at the section's heading. */
  function openSection(heading: string | null) {
    flushSync(() => {
      selectTab('guide')
      setDocumentId(MAIN_DOCUMENT)
    })
    focusHeading(guidePanel, heading)
  }

  const tabPanels: Partial<Record<MainTab, () => ReactNode>> = {
    quiz: () => quizTab(ref),
    flashcards: () => flashcardsTab(ref),
    ...(mindMapTab
      ? {
          mindmap: () =>
            mindMapTab(guideCitations ? { ...ref, citations: guideCitations } : ref, openSection),
        }
      : {}),
    ...(practiceExamTab ? { exam: () => practiceExamTab(ref) } : {}),
    ...(listenTab ? { listen: () => listenTab(ref) } : {}),
  }

  /** Prints the guide itself (the print styles leave out the controls), whatever tab is open. */
  function printGuide() {
    flushSync(() => selectTab('guide'))
    window.print()
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown.content)
      toast.success('Study guide copied to clipboard.')
    } catch (error) {
      console.warn('Copy failed', error)
      toast.error('Could not copy to the clipboard.')
    }
  }

  async function exportAs(format: ExportFormat) {
    if (format === 'txt') {
      saveTextFile(downloadFileName(shown.title, 'txt'), 'text/plain', shown.content)
      return
    }
    const html = await renderGuideHtml(shown.title, shown.content, undefined, shownCitations)
    if (format === 'html') {
      saveTextFile(downloadFileName(shown.title, 'html'), 'text/html', html)
      return
    }
    if (!printHtmlDocument(html))
      toast.error('Allow pop-ups for this site to save the guide as PDF.')
  }

  return (
    <SourceLoaderProvider load={loadSource}>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row print:p-0">
        <article className="min-w-0 flex-1" aria-labelledby="guide-title">
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            {onBack ? (
              <Button variant="ghost" size="sm" onClick={onBack}>
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                Back to Dashboard
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" size="sm" onClick={() => void copy()}>
                <Copy className="h-4 w-4" aria-hidden="true" />
                Copy
              </Button>
              <DownloadMenu onExport={(format) => void exportAs(format)} />
              <Button
                ref={setChatButton}
                variant={chatOpen ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={chatOpen}
                onClick={() => setChatOpen((value) => !value)}
              >
                <MessageSquare className="h-4 w-4" aria-hidden="true" />
                AI Chat
              </Button>
              <Button variant="secondary" size="sm" onClick={printGuide}>
                <Printer className="h-4 w-4" aria-hidden="true" />
                Print
              </Button>
              {share}
              {onDelete ? (
                <Button variant="danger" size="sm" onClick={() => setConfirmingDelete(true)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Delete
                </Button>
              ) : null}
            </div>
          </div>

          <header className="mt-6 print:mt-0">
            <h1
              id="guide-title"
              ref={isSaved(guide) ? focusTitleIfLost : undefined}
              tabIndex={-1}
              className="text-3xl font-bold break-words text-slate-900 outline-none"
            >
              {guide.title}
            </h1>
            {guide.isUnitGuide ? (
              <p className="mt-1 inline-flex items-center gap-1 text-sm text-indigo-700">
                <Layers className="h-4 w-4" aria-hidden="true" />
                {/* The count once the components are in (not 'of 0 guides' while they load). */}
                {componentGuides.length > 0
                  ? `Unit guide of ${componentGuides.length} guides`
                  : 'Unit guide'}
              </p>
            ) : null}
            {examLine ? <div className="print:hidden">{examLine(ref)}</div> : null}
            {notice ? <div className="mt-2 print:hidden">{notice}</div> : null}
          </header>

          <Tabs.Root value={tab} onValueChange={selectTab} className="mt-6">
            <Tabs.List
              aria-label="Study tools"
              className="flex flex-wrap gap-1 border-b border-slate-200 print:hidden"
            >
              <IconTab value="guide" icon={BookOpen} label="Study Guide" className={tabClasses} />
              <IconTab value="quiz" icon={Brain} label="Quiz" className={tabClasses} />
              <IconTab value="flashcards" icon={Zap} label="Flashcards" className={tabClasses} />
              {mindMapTab ? (
                <IconTab value="mindmap" icon={Network} label="Mind map" className={tabClasses} />
              ) : null}
              {practiceExamTab ? (
                <IconTab
                  value="exam"
                  icon={ClipboardCheck}
                  label="Practice exam"
                  className={tabClasses}
                />
              ) : null}
              {listenTab ? (
                <IconTab value="listen" icon={Headphones} label="Listen" className={tabClasses} />
              ) : null}
            </Tabs.List>
            <Tabs.Content
              ref={setGuidePanel}
              value="guide"
              className="pt-6 focus-visible:outline-none"
            >
              <GuideDocumentTabs
                guide={guide}
                componentGuides={componentGuides}
                documentId={documentId}
                onDocumentChange={setDocumentId}
                onGenerateCombined={onGenerateCombined}
                generatingCombined={generatingCombined}
                combineProgress={combineProgress}
              />
            </Tabs.Content>
            {(Object.keys(tabPanels) as MainTab[]).map((value) => (
              <Tabs.Content
                key={value}
                value={value}
                forceMount
                hidden={tab !== value}
                className={cn('pt-6 focus-visible:outline-none', tab !== value && 'hidden')}
              >
                {visited.has(value) ? tabPanels[value]?.() : null}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </article>

        {chatOpen ? (
          <div className="w-full shrink-0 lg:w-96 print:hidden">{tutorPanel(ref, closeChat)}</div>
        ) : null}

        {onDelete ? (
          <ConfirmDialog
            open={confirmingDelete}
            title="Delete Study Guide"
            description={`Are you sure you want to delete "${guide.title}"? This cannot be undone.`}
            confirmLabel="Delete"
            pending={deleting}
            onCancel={() => setConfirmingDelete(false)}
            onConfirm={onDelete}
          />
        ) : null}
      </div>
    </SourceLoaderProvider>
  )
}
