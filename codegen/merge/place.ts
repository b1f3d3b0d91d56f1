// Where in the manifest an entry sits, and what reports its problems: passed as one, so the
// merge helpers take a handful of named inputs rather than a row of positional ones.
import type { Checker } from './checker.ts'

export interface Place {
  file: string
  /** the entry's path within the file (`kinds.disk.columns[2]`) */
  at: string
  check: Checker
}

/** the place of a part of the entry: `suffix` starts with `.` or `[` */
export function below(place: Place, suffix: string): Place {
  return { ...place, at: `${place.at}${suffix}` }
}

/** the states the kind declares, each unknown one reported at its index below `place` */
export function knownStates(states: string[], values: string[], place: Place): string[] {
  return states.filter((state, i) => {
    if (values.includes(state)) return true
    place.check.missing(
      place.file,
      `${place.at}[${i}]`,
      `state "${state}" is not one of ${values.join(', ')}`,
    )
    return false
  })
}
