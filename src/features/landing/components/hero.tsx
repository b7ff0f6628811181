import { ArrowRight, Sparkles } from 'lucide-react'
import { useNavigation } from '@/components/layout/navigation'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/landing-catalogue'

export function Hero() {
  const { navigate } = useNavigation()
  const { t } = useTranslation()
  function scrollToFeatures() {
    document.getElementById('features')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
      <div
        aria-hidden="true"
        className="absolute -top-24 left-1/2 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-200/50 via-purple-200/50 to-pink-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-5xl px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/80 px-4 py-1.5 text-sm font-medium text-indigo-800 shadow-sm">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t('landing.hero.tagline')}
        </p>
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          {t('landing.hero.titleStart')}{' '}
          <span className="bg-gradient-to-r from-indigo-600 to-purple-600 bg-clip-text text-transparent">
            {t('landing.hero.titleHighlight')}
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
          {t('landing.hero.lead')}
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {/* A button like Learn More beside it (spec: the hero's two buttons); it opens /dashboard. */}
          <button
            type="button"
            onClick={() => void navigate(paths.dashboard)}
            className={buttonClasses('primary', 'lg')}
          >
            {t('landing.hero.getStarted')}
            <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={scrollToFeatures}
            className={buttonClasses('secondary', 'lg')}
          >
            {t('landing.hero.learnMore')}
          </button>
        </div>
      </div>
    </section>
  )
}
