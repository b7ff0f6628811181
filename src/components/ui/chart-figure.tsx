import { useId, type ReactNode } from 'react'

/**
 * The small charts' frame (the quiz scores, the exam forecast): a captioned SVG with dashed
 * grid lines, and the same data as a table for screen readers.
 */

export const CHART_WIDTH = 320
export const CHART_HEIGHT = 120
export const CHART_PAD = 16

/** The y of `value` on a scale from 0 (bottom) to `max` (top). */
export function chartY(value: number, max: number): number {
  return CHART_PAD + ((max - value) / max) * (CHART_HEIGHT - CHART_PAD * 2)
}

export interface ChartFigureProps {
  caption: string
  /** The highest value of the scale, and the values the grid lines mark. */
  max: number
  ticks: readonly number[]
  tableCaption: string
  columns: readonly string[]
  rows: readonly (readonly ReactNode[])[]
  /** The marks, drawn over the grid. */
  children: ReactNode
}

export function ChartFigure({
  caption,
  max,
  ticks,
  tableCaption,
  columns,
  rows,
  children,
}: ChartFigureProps) {
  const captionId = useId()
  return (
    <figure className="space-y-2">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-800">
        {caption}
      </figcaption>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={captionId}
        className="h-32 w-full max-w-md rounded-lg bg-slate-50 ring-1 ring-slate-200"
      >
        {ticks.map((tick) => {
          const y = chartY(tick, max)
          return (
            <g key={tick}>
              <line
                x1={CHART_PAD}
                x2={CHART_WIDTH - CHART_PAD}
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
        {children}
      </svg>
      <table className="sr-only">
        <caption>{tableCaption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
