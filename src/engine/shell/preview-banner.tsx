import { lazy, Suspense, useState } from 'react'
import { isPreviewMode } from './preview'

// react-aria's modal loads when the dialog is first opened
const PreviewDialog = lazy(() => import('./preview-dialog'))

/**
 * spec §1: shown only when the in-browser mock serves the console. A named region, so the
 * notice sits in a landmark like everything else on the page.
 */
export function PreviewBanner() {
  const [open, setOpen] = useState(false)
  if (!isPreviewMode()) return null
  return (
    <section className="preview-banner" aria-label="Technical preview">
      <span>This is a technical preview: the console runs against an in-browser mock API.</span>
      <button
        type="button"
        className="btn-link"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Learn more
      </button>
      {open && (
        <Suspense fallback={null}>
          <PreviewDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  )
}
