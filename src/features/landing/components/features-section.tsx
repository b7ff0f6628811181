import { BarChart3, Bot, FileStack, Globe2, Layers, Sparkles, WifiOff, Zap } from 'lucide-react'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/landing-catalogue'

/** Each feature's title and text are `landing.features.<id>.title` and `.text`. */
const features = [
  { id: 'summary', icon: Sparkles },
  { id: 'fast', icon: Zap },
  { id: 'upload', icon: FileStack },
  { id: 'languages', icon: Globe2 },
  { id: 'analytics', icon: BarChart3 },
  { id: 'formats', icon: Layers },
  { id: 'tutor', icon: Bot },
  { id: 'offline', icon: WifiOff },
] as const

export function FeaturesSection() {
  const { t } = useTranslation()
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-20 bg-white py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">
            {t('landing.features.eyebrow')}
          </p>
          <h2
            id="features-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('landing.features.heading')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('landing.features.lead')}</p>
        </div>
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ id, icon: Icon }) => (
            <li
              key={id}
              className="rounded-2xl border border-slate-200 bg-slate-50/50 p-6 transition-shadow hover:shadow-md"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-purple-600 text-white">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`landing.features.${id}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {t(`landing.features.${id}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
