import type { PageProps } from '../slots/types'

/** A route the console names but does not fill yet (system issues…). */
export function PlaceholderPage({ route }: PageProps) {
  const title = route.page.type === 'placeholder' ? route.page.title : (route.title ?? '')
  return (
    <section>
      <h1>{title}</h1>
      <p className="placeholder-note">Nothing here yet.</p>
    </section>
  )
}
