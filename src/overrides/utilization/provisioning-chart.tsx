import { useTheme } from '../../engine'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatAmount, formatUnits, type Resource } from './resources'

const HEIGHT = 180

const cssToken = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim()

/**
 * One resource's provisioned amount over time. The canvas is for the eye; the caption says
 * the latest and peak values in words. Colours are the theme's and follow it when it changes.
 */
export function ProvisioningChart({
  resource,
  times,
  values,
}: {
  resource: Resource
  /** seconds since the epoch */
  times: number[]
  /** in the platform's units (vCPUs, bytes) */
  values: number[]
}) {
  const host = useRef<HTMLDivElement>(null)
  const theme = useTheme()

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
    const chart = new uPlot(
      {
        width: element.clientWidth || 400,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { y: { range: (_u, _min, max) => [0, Math.max(max * 1.1, 1)] } },
        axes: [
          axis,
          {
            ...axis,
            size: 70,
            values: (_u, ticks) => ticks.map((tick) => formatUnits(resource, tick)),
          },
        ],
        series: [
          {},
          {
            label: resource.label,
            stroke,
            width: 1.5,
            fill: `${stroke}22`,
            points: { show: false },
          },
        ],
      },
      [times, values.map(resource.toUnit)],
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
  }, [resource, times, values, theme])

  const last = values.at(-1)
  const peak = values.length > 0 ? Math.max(...values) : undefined
  return (
    <figure className="provisioning-chart card">
      <figcaption>
        <span className="provisioning-title">{resource.label} provisioned</span>
        {last !== undefined && peak !== undefined && (
          <span className="muted">
            now {formatAmount(resource, last)} · peak {formatAmount(resource, peak)}
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
