/** The one time-series chart of the metrics and utilization pages, with its read-out. */
export { TimeChart, type TimeChartProps } from './time-chart'
