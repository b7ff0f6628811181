import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Footer } from '@/components/layout/footer'
import { isOpenAuthState } from '@/config/paths'
import { useAuthDialog } from '@/features/auth/components/auth-dialog-provider'
import { FeaturesSection } from '@/features/landing/components/features-section'
import { Hero } from '@/features/landing/components/hero'

export function LandingRoute() {
  const location = useLocation()
  const navigate = useNavigate()
  const { openAuthDialog } = useAuthDialog()

  // Reached with navigation state asking for authentication: open sign-in, then clear the state
  // so a reload or Back does not reopen it.
  const wantsAuth = isOpenAuthState(location.state)
  useEffect(() => {
    if (!wantsAuth) return
    openAuthDialog('login')
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, state: null })
  }, [wantsAuth, openAuthDialog, navigate, location.pathname, location.hash])

  return (
    <>
      <Hero />
      {/* The upload and paste-notes sections (generation issue) go here. */}
      <FeaturesSection />
      <Footer />
    </>
  )
}
