import { Suspense } from 'react'
import { lazyComponent } from '@/lib/lazy-component'

// The markdown renderer (react-markdown + remark-gfm) loads on first use, not with the landing page.
const StreamingMarkdown = lazyComponent(async () => ({
  default: (await import('./streaming-markdown')).StreamingMarkdown,
}))

function PlainText({ text }: { text: string }) {
  return <div className="whitespace-pre-wrap text-slate-800">{text}</div>
}

/** A guide as it streams in; plain text until the renderer has loaded. */
export function LazyStreamingMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<PlainText text={text} />}>
      <StreamingMarkdown text={text} />
    </Suspense>
  )
}
