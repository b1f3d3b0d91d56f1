import { formatDate, useTheme } from '../../engine'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { stepPoint } from './readout'
import './time-chart.css'

export interface TimeChartProps {
  /** names the plot for the keyboard: "CPU utilization" */
  label: string
  /** seconds since the epoch */
  times: number[]
  /** as charted, in the y axis's unit */
  values: number[]
  height: number
  /** the y axis's gutter, in pixels, wide enough for the longest tick */
  axisSize: number
  /** the y scale from the data's maximum */
  yRange: (max: number) => [number, number]
  formatTick: (value: number) => string
  /** a charted value as the read-out says it, in the metric's unit */
  formatPoint: (value: number) => string
}

const cssToken = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim()

/**
 * A series over time on a uPlot canvas, for the eye, with a read-out under it of the point under
 * the pointer: its value and time. The plot takes focus, and the arrow keys (Home, End, Page
 * Up and Down) move the read-out point, which a live region announces. Colours are the theme's
 * and follow it.
 */
export function TimeChart(props: TimeChartProps) {
  const { label, times, values, height, axisSize, yRange, formatTick, formatPoint } = props
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<uPlot>(null)
  const [index, setIndex] = useState<number>()
  const theme = useTheme()
  const readoutId = useId()
  // the axis's functions are read through a ref: callers pass fresh closures on each render, and
  // the read-out's own renders must not rebuild the canvas (which would clear the read-out)
  const axisFormat = useRef({ yRange, formatTick })
  axisFormat.current = { yRange, formatTick }

  useEffect(() => {
    const element = host.current
    if (!element) return
    const stroke = cssToken(element, '--accent')
    const grid = cssToken(element, '--border')
    const axis = {
      stroke: cssToken(element, '--fg-muted'),
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1 },
    }
    const plot = new uPlot(
      {
        width: element.clientWidth || 400,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { y: { range: (_u, _min, max) => axisFormat.current.yRange(max) } },
        axes: [
          axis,
          {
            ...axis,
            size: axisSize,
            values: (_u, ticks) => ticks.map(axisFormat.current.formatTick),
          },
        ],
        series: [{}, { label, stroke, width: 1.5, fill: `${stroke}22`, points: { show: false } }],
        // pointer and keys meet here: the read-out follows uPlot's cursor wherever it came from
        hooks: { setCursor: [(u) => setIndex(u.cursor.idx ?? undefined)] },
      },
      [times, values],
      element,
    )
    chart.current = plot
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
      chart.current = null
      setIndex(undefined)
    }
  }, [label, times, values, height, axisSize, theme])

  const onKeyDown = (event: KeyboardEvent) => {
    const plot = chart.current
    const next = stepPoint(event.key, index, times.length)
    const time = next === undefined ? undefined : times[next]
    const value = next === undefined ? undefined : values[next]
    if (!plot || time === undefined || value === undefined) return
    event.preventDefault()
    plot.setCursor({ left: plot.valToPos(time, 'x'), top: plot.valToPos(value, 'y') })
  }

  const time = index === undefined ? undefined : times[index]
  const value = index === undefined ? undefined : values[index]
  const point =
    time === undefined || value === undefined
      ? ''
      : `${formatPoint(value)} at ${formatDate(new Date(time * 1000))}`
  return (
    <div className="time-chart">
      <div
        className="time-chart-plot"
        role="group"
        aria-label={`${label} chart`}
        aria-describedby={readoutId}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div ref={host} aria-hidden="true" />
      </div>
      <output className="time-chart-readout muted" aria-live="polite">
        {/* the plot's description: an output's own text is its value, not its name */}
        <span id={readoutId}>{point}</span>
      </output>
    </div>
  )
}
