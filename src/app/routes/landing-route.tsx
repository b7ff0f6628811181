import { startTransition, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react'
import { useNavigation } from '@/components/layout/navigation'
import { useDocumentMeta } from '@/components/layout/route-focus'
import { cn } from '@/components/ui/cn'
import { useReachedSoon } from '@/components/ui/use-reached-soon'
import { isOpenAuthState, paths } from '@/config/paths'
import { useAuth } from '@/features/auth/api/auth-provider'
import { useAuthDialog } from '@/features/auth/components/auth-dialog-provider'
import type { AuthMode } from '@/features/auth/model/auth-mode'
import type { DeliveredGuide } from '@/features/generation/components/create-guide-panel'
import { FeaturesSection } from '@/features/landing/components/features-section'
import { Hero } from '@/features/landing/components/hero'
import { useTranslation } from '@/lib/i18n/i18n'
import '@/features/landing/model/landing-catalogue'
import { lazyComponent } from '@/lib/lazy-component'

// Below the first screen: about 45 modules (the panel, its readers' front ends, TanStack Query)
// that a visit which never reaches the panel does not need.
const CreateGuidePanel = lazyComponent(async () => {
  const [{ CreateGuidePanel: Panel }, { DataProvider }] = await Promise.all([
    import('@/features/generation/components/create-guide-panel'),
    import('../data-provider'),
  ])
  return {
    default: (props: ComponentProps<typeof Panel>) => (
      <DataProvider>
        <Panel {...props} />
      </DataProvider>
    ),
  }
})
/**
 * The panel's place: still until its code is asked for, pulsing while it loads. An endless pulse
 * in the prerendered page had the compositor draw a frame at every vsync while the page hydrated,
 * which on a phone's CPU took a core from it (docs/decisions/026).
 */
function PanelPlaceholder({ loading }: { loading: boolean }) {
  return (
    <div
      className={cn('h-96 rounded-2xl bg-white/60', loading && 'animate-pulse')}
      aria-hidden="true"
    />
  )
}

/**
 * Prerendered pages, the hydrating render and the page until the visitor is about to reach the
 * panel (useReachedSoon: near the screen, pointer, focus, Tab, or once the page's start is over)
 * show the placeholder; then the panel loads and renders in a transition React may interrupt.
 */
function ClientCreatePanel(props: ComponentProps<typeof CreateGuidePanel>) {
  const { boxRef, wanted } = useReachedSoon<HTMLDivElement>()
  return (
    <div ref={boxRef}>
      {wanted ? (
        <Suspense fallback={<PanelPlaceholder loading />}>
          <CreateGuidePanel {...props} />
        </Suspense>
      ) : (
        <PanelPlaceholder loading={false} />
      )}
    </div>
  )
}

const UnsavedGuide = lazyComponent(async () => ({
  default: (await import('./unsaved-guide')).UnsavedGuide,
}))

export function LandingRoute() {
  const { location, navigate } = useNavigation()
  const { openAuthDialog } = useAuthDialog()
  const { t } = useTranslation()
  useDocumentMeta(t('landing.meta.title'), t('landing.meta.description'))
  const auth = useAuth()
  const signedIn = auth.status === 'signed-in'
  const [delivered, setDelivered] = useState<DeliveredGuide | null>(null)
  const scrollToDelivered = useRef(false)

  function onGuideReady(guide: DeliveredGuide) {
    // A saved guide opens in the library's study guide view; otherwise it is read here.
    if (guide.id) {
      void navigate(paths.guide(guide.id))
      return
    }
    // A transition: the whole guide renders in slices instead of one long task.
    scrollToDelivered.current = true
    startTransition(() => setDelivered(guide))
  }

  /** The second opinion changed the shown guide's citations: it stays where the reader is. */
  function onGuideRevised(guide: DeliveredGuide, revised: DeliveredGuide) {
    startTransition(() => setDelivered((current) => (current === guide ? revised : current)))
  }

  // Once a new guide is on the page, it scrolls into view (not when its citations change).
  useEffect(() => {
    if (!delivered || !scrollToDelivered.current) return
    scrollToDelivered.current = false
    document
      .getElementById('delivered-guide')
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [delivered])

  // Reached with navigation state asking for authentication: open sign-in, then clear the state
  // so a reload or Back does not reopen it.
  const wantsAuth = isOpenAuthState(location.state)
  const from = wantsAuth ? signedInTarget(location.state) : undefined
  const mode = wantsAuth ? requestedMode(location.state) : 'login'
  useEffect(() => {
    if (!wantsAuth) return
    openAuthDialog(mode, { redirectTo: from })
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, state: null })
  }, [wantsAuth, mode, from, openAuthDialog, navigate, location.pathname, location.hash])

  return (
    <>
      <Hero />
      <section id="create" aria-labelledby="create-heading" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl space-y-8 px-4 sm:px-6">
          <div className="text-center">
            <h2 id="create-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              {t('landing.create.heading')}
            </h2>
            <p className="mt-2 text-slate-600">{t('landing.create.lead')}</p>
          </div>
          <ClientCreatePanel
            signedIn={signedIn}
            userId={auth.user?.id ?? null}
            onGuideReady={onGuideReady}
            onGuideRevised={onGuideRevised}
          />
          {delivered ? (
            <div id="delivered-guide" className="scroll-mt-20">
              <Suspense fallback={null}>
                <UnsavedGuide
                  guide={delivered}
                  note={
                    // Only an anonymous visitor's guide is delivered unsaved: a signed-in
                    // student's failed save stays in its section with Retry until it is saved.
                    <p className="text-sm text-slate-600">
                      <button
                        type="button"
                        onClick={() => openAuthDialog('login')}
                        className="font-medium text-indigo-700 underline"
                      >
                        {t('landing.create.signInToSave')}
                      </button>
                    </p>
                  }
                />
              </Suspense>
            </div>
          ) : null}
        </div>
      </section>
      <FeaturesSection />
    </>
  )
}

/** The in-app page a protected route redirect came from (see RequireAuth), if any. */
function signedInTarget(state: unknown): string | undefined {
  const from = (state as { from?: unknown }).from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : undefined
}

/** The dialog mode a page asked for (the reset page asks for 'forgot'); sign-in otherwise. */
function requestedMode(state: unknown): AuthMode {
  const mode = (state as { mode?: unknown }).mode
  return mode === 'signup' || mode === 'forgot' ? mode : 'login'
}
