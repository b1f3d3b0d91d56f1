import { useEffect, useState } from 'react'

/** How long the check mark stays after copying (spec §9). */
export const COPIED_MS = 2000

/** An icon button that copies a value and shows a check mark for two seconds. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className="btn btn-ghost copy-button"
      aria-label={copied ? 'Copied' : label}
      title={copied ? 'Copied' : label}
      onClick={() => {
        void navigator.clipboard?.writeText(text)
        setCopied(true)
      }}
    >
      <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
    </button>
  )
}
