import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatBytes, formatNumber } from '../../engine'
import type { MetricDef } from './metric-defs'

const HEIGHT = 200

export function formatPoint(unit: MetricDef['unit'], value: number): string {
  return unit === 'percent' ? `${formatNumber(value)}%` : `${formatBytes(Math.round(value))}/min`
}

function formatTick(unit: MetricDef['unit'], value: number): string {
  return unit === 'percent' ? `${Math.round(value)}%` : formatBytes(Math.round(value))
}

function token(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim()
}

/**
 * One metric over time. The canvas is for the eye; its caption and the summary beside it say
 * the same in words (last, peak), for screen readers and for reading exact numbers.
 */
export function MetricChart({
  def,
  times,
  values,
}: {
  def: MetricDef
  times: number[]
  values: number[]
}) {
  const host = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = host.current
    if (!element) return
    const stroke = token(element, '--accent')
    const grid = token(element, '--border')
    const text = token(element, '--fg-muted')
    const axis = {
      stroke: text,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1 },
    }
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          y: { range: (_u, _min, max) => [0, def.unit === 'percent' ? 100 : Math.max(max, 1)] },
        },
        axes: [
          axis,
          {
            // ticks drop the "/min" the caption already says, so they fit the gutter
            ...axis,
            size: 90,
            values: (_u, ticks) => ticks.map((tick) => formatTick(def.unit, tick)),
          },
        ],
        series: [
          {},
          { label: def.title, stroke, width: 1.5, fill: `${stroke}22`, points: { show: false } },
        ],
      },
      [times, values],
      element,
    )
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [def, times, values])

  const last = values.at(-1)
  const peak = values.length > 0 ? Math.max(...values) : undefined
  return (
    <figure className="metric-chart">
      <figcaption>
        <span className="metric-title">{def.title}</span>
        {last !== undefined && peak !== undefined && (
          <span className="metric-summary muted">
            last {formatPoint(def.unit, last)} · peak {formatPoint(def.unit, peak)}
          </span>
        )}
      </figcaption>
      {values.length === 0 ? (
        <p className="muted">No data in this time range.</p>
      ) : (
        <div ref={host} aria-hidden="true" />
      )}
    </figure>
  )
}
