import type { ReactNode } from 'react'
import type { Draft, DraftField } from './draft'

/** What every section of the create page gets: the draft, a way to change it, shown errors. */
export interface SectionProps {
  draft: Draft
  set: (patch: Partial<Draft>, field?: DraftField) => void
  /** errors of the fields the person has touched (all of them after a submit attempt) */
  errors: Partial<Record<DraftField, string>>
}

/** One titled part of the page, named by its heading for screen readers' landmarks. */
export function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section className="instance-create-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="instance-create-heading">
        {title}
      </h2>
      <div className="instance-create-fields">{children}</div>
    </section>
  )
}
