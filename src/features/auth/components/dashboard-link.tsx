import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** The way on from a token page for a student who is signed in. */
export function DashboardLink() {
  return (
    <Link to={paths.dashboard} className={`${buttonClasses('primary', 'lg')} w-full`}>
      Go to Dashboard
    </Link>
  )
}
