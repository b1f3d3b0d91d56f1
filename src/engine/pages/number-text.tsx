import { formatNumber, fullNumber } from './format'

/**
 * A quantity as the console prints numbers (spec §9), with the full figure in its tooltip when
 * it reads compact: "1.84E19", titled "18,446,744,073,709,600,000".
 */
export function NumberText({ value }: { value: number }) {
  const full = fullNumber(value)
  return full === undefined ? (
    <>{formatNumber(value)}</>
  ) : (
    <span title={full}>{formatNumber(value)}</span>
  )
}
