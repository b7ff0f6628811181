import { BookOpenCheck } from 'lucide-react'
import { Link } from './navigation'

export function Brand() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-purple-600 text-white">
        <BookOpenCheck className="h-5 w-5" aria-hidden="true" />
      </span>
      Studywise
    </Link>
  )
}
