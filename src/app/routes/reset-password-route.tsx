// Filled by its feature issue.
export function ResetPasswordRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900 capitalize">reset password</h1>
    </div>
  )
}
