import { formatDate, formatTime } from './format'

/**
 * A date as the console writes it ("Oct 12, 2025, 5:05 PM"), which a narrow column may break
 * between the day and the hour but never inside either: "5:05" alone on a line, "PM" on the
 * next, reads as a different time.
 */
export function DateText({ date }: { date: Date }) {
  const text = formatDate(date)
  const time = formatTime(date)
  // the hour ends the text in every locale the console knows; if it did not, the text stays whole
  const day = text.endsWith(time) ? text.slice(0, -time.length).trimEnd() : undefined
  return (
    <time dateTime={date.toISOString()}>
      {day === undefined ? (
        <span className="date-part">{text}</span>
      ) : (
        <>
          <span className="date-part">{day}</span> <span className="date-part">{time}</span>
        </>
      )}
    </time>
  )
}
