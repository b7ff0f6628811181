import { IconTab, tabPanelFocusClass } from '@/components/ui/icon-tab'
import {
  BookOpen,
  Brain,
  ClipboardCheck,
  Headphones,
  Layers,
  Network,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { cn } from '@/components/ui/cn'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { useTranslation } from '@/lib/i18n/i18n'
import { directionOf } from '@/lib/i18n/languages'
import { printHtmlDocument } from '@/lib/export/print-document'
import { toast } from '@/lib/toast'
import '../model/guide-catalogue'
import {
  isSaved,
  type GuideDocument,
  type GuideRef,
  type Saved,
} from '@/entities/study-guide/study-guide'
import { SourceLoaderProvider } from '@/components/citations/source-loader'
import { useGuideCitations, useGuideSourceLoader } from '../api/use-guide-citations'
import { downloadFileName, saveTextFile } from '@/lib/save-file'
import type { ExportFormat } from './download-menu'
import { GuideToolbar } from './guide-toolbar'
import { MAIN_DOCUMENT } from '../model/main-document'
import { LazyGuideDocuments, LOADING_DOCUMENTS } from './lazy-guide-documents'
import { whenDrawn } from './when-drawn'
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
  /** Told of each tab opened (the route keeps it in the address, so a reload reopens it). */
  onTabChange?: (tab: MainTab) => void
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

/** Each tab's name in the catalogue. */
const TAB_NAMES = {
  guide: 'guide.tab.guide',
  quiz: 'guide.tab.quiz',
  flashcards: 'guide.tab.flashcards',
  mindmap: 'guide.tab.mindmap',
  exam: 'guide.tab.exam',
  listen: 'guide.tab.listen',
} as const satisfies Record<MainTab, MessageKey>

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

const tabPanelClasses = cn('pt-6', tabPanelFocusClass)

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
  onTabChange,
}: GuideViewProps) {
  const { t, language } = useTranslation()
  const [tab, setTab] = useState<MainTab>(initialTab)
  // Tabs mount on first visit and then stay mounted, so a quiz in progress survives a tab switch.
  const [visited, setVisited] = useState<ReadonlySet<MainTab>>(() => new Set([initialTab]))
  const [documentId, setDocumentId] = useState<string>(MAIN_DOCUMENT)
  const [chatOpen, setChatOpen] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  // The AI Chat toggle and the guide's panel are found in the page when needed (the tutor
  // closes, the mind map opens a section): not ref objects (closeChat and openSection are handed
  // to the tutor panel and the mind map while rendering), nor state set by callback refs, whose
  // updates in the first commit drew the whole guide page a second time, with every effect,
  // before its first paint (issue 43's cold launch).
  const id = useId()
  const chatButtonId = `${id}-chat`
  const guidePanel = () => document.querySelector<HTMLElement>(`[data-guide-panel="${id}"]`)

  const shown = componentGuides.find((component) => component.id === documentId) ?? guide
  const ref: GuideRef = {
    id: guide.id,
    title: guide.title,
    content: guide.content,
    source: guide.source,
    sourceGuideIds: guide.sourceGuideIds,
  }
  // Citations in the quiz, the flashcards and the tutor open this guide's passages.
  const loadSource = useGuideSourceLoader(ref)
  const shownCitations = useGuideCitations(shown)
  const guideCitations = useGuideCitations(guide)

  function selectTab(value: string) {
    const next = value as MainTab
    setTab(next)
    setVisited((current) => (current.has(next) ? current : new Set([...current, next])))
    onTabChange?.(next)
  }

  function closeChat() {
    setChatOpen(false)
    // The panel's Close button goes away with it: the keyboard returns to the AI Chat toggle.
    document.getElementById(chatButtonId)?.focus()
  }

  /** From the mind map: the guide's own document at the section's heading. */
  function openSection(heading: string | null) {
    flushSync(() => {
      selectTab('guide')
      setDocumentId(MAIN_DOCUMENT)
    })
    const panel = guidePanel()
    whenDrawn(panel, LOADING_DOCUMENTS, () => focusHeading(panel, heading))
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

  const shownTabs: { value: MainTab; icon: LucideIcon }[] = [
    { value: 'guide', icon: BookOpen },
    { value: 'quiz', icon: Brain },
    { value: 'flashcards', icon: Zap },
    ...(mindMapTab ? [{ value: 'mindmap' as const, icon: Network }] : []),
    ...(practiceExamTab ? [{ value: 'exam' as const, icon: ClipboardCheck }] : []),
    ...(listenTab ? [{ value: 'listen' as const, icon: Headphones }] : []),
  ]

  /** Prints the guide itself (the print styles leave out the controls), whatever tab is open. */
  function printGuide() {
    flushSync(() => selectTab('guide'))
    window.print()
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(shown.content)
      toast.success(t('guide.copied'))
    } catch (error) {
      console.warn('Copy failed', error)
      toast.error(t('guide.copyFailed'))
    }
  }

  async function guideHtml() {
    const { renderGuideHtml } = await import('../model/render-guide-html')
    return renderGuideHtml(shown.title, shown.content, undefined, shownCitations)
  }

  async function exportAs(format: ExportFormat) {
    if (format === 'txt') {
      saveTextFile(downloadFileName(shown.title, 'txt'), 'text/plain', shown.content)
    } else if (format === 'html') {
      saveTextFile(downloadFileName(shown.title, 'html'), 'text/html', await guideHtml())
    } else {
      await printHtmlDocument(guideHtml())
    }
  }

  return (
    <SourceLoaderProvider load={loadSource}>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row print:p-0">
        <article className="min-w-0 flex-1" aria-labelledby="guide-title">
          <GuideToolbar
            onBack={onBack}
            onCopy={() => void copy()}
            onExport={(format) => void exportAs(format)}
            chatOpen={chatOpen}
            chatButtonId={chatButtonId}
            onToggleChat={() => setChatOpen((value) => !value)}
            onPrint={printGuide}
            share={share}
            onDelete={onDelete ? () => setConfirmingDelete(true) : undefined}
          />

          <header className="mt-6 print:mt-0">
            <h1
              id="guide-title"
              ref={isSaved(guide) ? focusTitleIfLost : undefined}
              tabIndex={-1}
              dir="auto"
              className="text-3xl font-bold break-words text-slate-900 outline-none"
            >
              {guide.title}
            </h1>
            {guide.isUnitGuide ? (
              <p className="mt-1 inline-flex items-center gap-1 text-sm text-indigo-700">
                <Layers className="h-4 w-4" aria-hidden="true" />
                {/* The count once the components are in (not 'of 0 guides' while they load). */}
                {guide.kind === 'exam'
                  ? componentGuides.length > 0
                    ? t('guide.examGuideOf', { count: componentGuides.length })
                    : t('guide.examGuide')
                  : componentGuides.length > 0
                    ? t('guide.unitGuideOf', { count: componentGuides.length })
                    : t('guide.unitGuide')}
              </p>
            ) : null}
            {examLine ? <div className="print:hidden">{examLine(ref)}</div> : null}
            {notice ? <div className="mt-2 print:hidden">{notice}</div> : null}
          </header>

          <Tabs dir={directionOf(language)} value={tab} onValueChange={selectTab} className="mt-6">
            <TabList
              aria-label={t('guide.studyTools')}
              className="flex flex-wrap gap-1 border-b border-slate-200 print:hidden"
            >
              {shownTabs.map(({ value, icon }) => (
                <IconTab
                  key={value}
                  value={value}
                  icon={icon}
                  label={t(TAB_NAMES[value])}
                  className={tabClasses}
                />
              ))}
            </TabList>
            <TabPanel data-guide-panel={id} value="guide" className={tabPanelClasses}>
              <LazyGuideDocuments
                guide={guide}
                componentGuides={componentGuides}
                documentId={documentId}
                onDocumentChange={setDocumentId}
                onGenerateCombined={onGenerateCombined}
                generatingCombined={generatingCombined}
                combineProgress={combineProgress}
              />
            </TabPanel>
            {(Object.keys(tabPanels) as MainTab[]).map((value) => (
              <TabPanel
                key={value}
                value={value}
                keepMounted
                className={cn(tabPanelClasses, tab !== value && 'hidden')}
              >
                {visited.has(value) ? tabPanels[value]?.() : null}
              </TabPanel>
            ))}
          </Tabs>
        </article>

        {chatOpen ? (
          <div className="w-full shrink-0 lg:w-96 print:hidden">{tutorPanel(ref, closeChat)}</div>
        ) : null}

        {onDelete ? (
          <ConfirmDialog
            open={confirmingDelete}
            title={t('guide.deleteTitle')}
            description={t('guide.deleteDescription', { title: guide.title })}
            confirmLabel={t('guide.delete')}
            cancelLabel={t('guide.cancel')}
            pending={deleting}
            onCancel={() => setConfirmingDelete(false)}
            onConfirm={onDelete}
          />
        ) : null}
      </div>
    </SourceLoaderProvider>
  )
}
