// Filled by its feature issue.
export function SettingsRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 capitalize">settings</h1>
    </div>
  )
}
