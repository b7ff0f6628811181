import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { tabPanelFocusClass } from '@/components/ui/icon-tab'
import { Citations } from '@/components/citations/citations'
import { SourceLoaderProvider } from '@/components/citations/source-loader'
import { Spinner } from '@/components/ui/spinner'
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import type { GuideDocument, Saved } from '@/entities/study-guide/study-guide'
import type { Citation } from '@/lib/citation'
import { useTranslation } from '@/lib/i18n/i18n'
import { directionOf } from '@/lib/i18n/languages'
import '../model/guide-catalogue'
import { useGuideCitations, useGuideSourceLoader } from '../api/use-guide-citations'
import { bodyUnderTitle, headingOffsetUnderTitle } from '@/entities/study-guide/body-under-title'
import { MAIN_DOCUMENT } from '../model/main-document'
import { CitedMarkdown } from './cited-markdown'

export interface GuideDocumentTabsProps {
  guide: GuideDocument
  componentGuides: readonly Saved<GuideDocument>[]
  documentId: string
  onDocumentChange: (id: string) => void
  onGenerateCombined?: () => void
  generatingCombined: boolean
  /** While combining long guides: 'Reading part 2 of 9 (…)'. */
  combineProgress?: string | null
}

const subTabClasses =
  'max-w-[16rem] truncate rounded-full px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 data-[state=active]:bg-indigo-600 data-[state=active]:text-white data-[state=active]:ring-indigo-600'

/**
 * The Study Guide tab. A unit guide gets a tab row: 'Combined Study Guide' (the unit's own
 * content) and one tab per component guide, plus 'Generate AI Combined Guide'.
 */
export function GuideDocumentTabs({
  guide,
  componentGuides,
  documentId,
  onDocumentChange,
  onGenerateCombined,
  generatingCombined,
  combineProgress = null,
}: GuideDocumentTabsProps) {
  const { t, language } = useTranslation()
  if (!guide.isUnitGuide) return <GuideBody guide={guide} />
  const canCombine = componentGuides.length > 0 && onGenerateCombined !== undefined
  return (
    <Tabs dir={directionOf(language)} value={documentId} onValueChange={onDocumentChange}>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <TabList aria-label={t('guide.unitGuides')} className="flex flex-wrap gap-2">
          <Tab value={MAIN_DOCUMENT} className={subTabClasses}>
            {t('guide.combinedGuide')}
          </Tab>
          {componentGuides.map((component) => (
            <Tab key={component.id} value={component.id} className={subTabClasses}>
              {component.title}
            </Tab>
          ))}
        </TabList>
        {canCombine ? (
          <Button size="sm" busy={generatingCombined} onClick={onGenerateCombined}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t('guide.generateCombined')}
          </Button>
        ) : null}
      </div>
      {generatingCombined ? (
        <Spinner className="mt-4" label={combineProgress ?? t('guide.generatingCombined')} />
      ) : null}
      <TabPanel value={MAIN_DOCUMENT} className={cn('pt-6', tabPanelFocusClass)}>
        <GuideBody guide={guide} />
      </TabPanel>
      {componentGuides.map((component) => (
        <TabPanel
          key={component.id}
          value={component.id}
          className={cn('pt-6', tabPanelFocusClass)}
        >
          <GuideBody guide={component} />
        </TabPanel>
      ))}
    </Tabs>
  )
}

const citationButtons = (citations: Citation[]) => <Citations citations={citations} />

/**
 * The guide's markdown under the page's h1 (its top headings at h2), each cited point
 * followed by its sources; the source viewer reads this guide's own passages.
 */
function GuideBody({ guide }: { guide: GuideDocument }) {
  const citations = useGuideCitations(guide)
  const loadSource = useGuideSourceLoader(guide)
  const body = bodyUnderTitle(guide.content, guide.title)
  return (
    <SourceLoaderProvider load={loadSource}>
      <CitedMarkdown
        headingOffset={headingOffsetUnderTitle(body)}
        citations={citations}
        renderCitations={citationButtons}
      >
        {body}
      </CitedMarkdown>
    </SourceLoaderProvider>
  )
}
