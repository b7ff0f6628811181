import { BarChart3, Bot, FileStack, Globe2, Layers, Sparkles, WifiOff, Zap } from 'lucide-react'

const features = [
  {
    icon: Sparkles,
    title: 'Smart summarization',
    text: 'An overview, key concepts, definitions, explanations, practice questions and a summary — the structure good study guides share.',
  },
  {
    icon: Zap,
    title: 'Fast generation',
    text: 'Your guide streams in as it is written, so you can start reading in seconds instead of waiting for the whole thing.',
  },
  {
    icon: FileStack,
    title: 'Multi-format upload',
    text: 'PDF lecture notes, PowerPoint decks, Word documents, Markdown and plain text — several files at once, read right in your browser.',
  },
  {
    icon: Globe2,
    title: 'Multi-language support',
    text: 'Guides are written in the language of your material, whether that is English, Spanish, French or German.',
  },
  {
    icon: BarChart3,
    title: 'Learning analytics',
    text: 'Quiz scores over time and flashcard session progress show what you know and what needs another pass.',
  },
  {
    icon: Layers,
    title: 'Customizable formats',
    text: 'Rename and colour your notebooks, combine guides into unit guides, and export as TXT, HTML or PDF.',
  },
  {
    icon: Bot,
    title: 'Chat-model integration',
    text: 'Ask the AI tutor about any guide. It answers from your material and quotes the passages it relies on.',
  },
  {
    icon: WifiOff,
    title: 'Works without AI',
    text: 'No AI provider configured, or yours is down the night before the exam? A built-in offline engine still writes guides, quizzes and flashcards from your text.',
  },
]

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-20 bg-white py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Features</p>
          <h2
            id="features-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Everything you need to study smarter
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            From a pile of slides to a guide, a quiz and a deck of flashcards — in one place.
          </p>
        </div>
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-slate-50/50 p-6 transition-shadow hover:shadow-md"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-purple-600 text-white">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
