/** A chart page's time window: presets or a custom start and end, kept in the link. */
import './time-range.css'
export { RangePicker } from './range-picker'
export { readRange, type RangePreset, type TimeRange, windowOf, withRange } from './time-range'
