import { useId } from 'react'
import type { Quiz } from '../model/quiz'

interface Point {
  label: string
  date: string
  score: number
}

const WIDTH = 320
const HEIGHT = 120
const PAD = 16

/** Every attempt, oldest first, with its quiz's countdown number. */
function points(quizzes: readonly Quiz[]): Point[] {
  return quizzes
    .flatMap((quiz, index) =>
      quiz.attempts.map((attempt) => ({
        label: `Quiz ${quizzes.length - index}`,
        completedAt: attempt.completedAt,
        score: attempt.score,
      })),
    )
    .sort((a, b) => a.completedAt.localeCompare(b.completedAt))
    .map(({ label, completedAt, score }) => ({
      label,
      score,
      date: new Date(completedAt).toLocaleString(),
    }))
}

/** A small score-over-time line (beyond the spec), with the same data as a table for screen readers. */
export function ScoreChart({ quizzes }: { quizzes: readonly Quiz[] }) {
  const captionId = useId()
  const data = points(quizzes)
  if (data.length === 0) return null
  const step = data.length > 1 ? (WIDTH - PAD * 2) / (data.length - 1) : 0
  const coordinates = data.map((point, index) => ({
    x: data.length > 1 ? PAD + index * step : WIDTH / 2,
    y: PAD + ((100 - point.score) / 100) * (HEIGHT - PAD * 2),
    point,
  }))
  return (
    <figure className="space-y-2">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-800">
        Score over time
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={captionId}
        className="h-32 w-full max-w-md rounded-lg bg-slate-50 ring-1 ring-slate-200"
      >
        {[0, 50, 100].map((tick) => {
          const y = PAD + ((100 - tick) / 100) * (HEIGHT - PAD * 2)
          return (
            <g key={tick}>
              <line
                x1={PAD}
                x2={WIDTH - PAD}
                y1={y}
                y2={y}
                className="stroke-slate-200"
                strokeDasharray="3 3"
              />
              <text x={2} y={y + 3} className="fill-slate-400 text-[8px]">
                {tick}
              </text>
            </g>
          )
        })}
        <polyline
          points={coordinates.map(({ x, y }) => `${x},${y}`).join(' ')}
          fill="none"
          className="stroke-indigo-500"
          strokeWidth={2}
        />
        {coordinates.map(({ x, y, point }, index) => (
          <circle key={index} cx={x} cy={y} r={3.5} className="fill-indigo-600">
            <title>{`${point.label}: ${point.score}%`}</title>
          </circle>
        ))}
      </svg>
      <table className="sr-only">
        <caption>Quiz scores, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Quiz</th>
            <th scope="col">Completed</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point, index) => (
            <tr key={index}>
              <td>{point.label}</td>
              <td>{point.date}</td>
              <td>{point.score}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
