import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/auth-catalogue'

/** The way on from a token page for a student who is signed in. */
export function DashboardLink() {
  const { t } = useTranslation()
  return (
    <Link to={paths.dashboard} className={`${buttonClasses('primary', 'lg')} w-full`}>
      {t('auth.goToDashboard')}
    </Link>
  )
}
