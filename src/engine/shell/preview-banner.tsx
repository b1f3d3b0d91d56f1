import { isPreviewMode } from './preview'

/**
 * Spec §1's technical-preview banner, shown only when the in-browser mock serves the console
 * (a live build never sets preview mode). It says all three things the spec asks, on the page
 * rather than behind a button, so a screen reader reaching the landmark hears them too: what
 * answers, what becomes of what a person creates, and how far to trust the mock.
 */
export function PreviewBanner() {
  if (!isPreviewMode()) return null
  return (
    <section className="preview-banner" aria-label="Technical preview">
      <p>
        <strong>Technical preview:</strong> the console runs against an in-browser mock API.
        Resources you create persist as you move around the console, but only you can see them, and
        they vanish on refresh. The mock follows the public API document but is not fully
        representative.
      </p>
    </section>
  )
}
