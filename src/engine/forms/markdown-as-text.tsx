/**
 * Stands in for markdown-to-jsx, which vite.config.ts points the form library at here. The
 * library renders markdown only where a form asks for it (`ui:enableMarkdownInDescription`,
 * `ui:enableMarkdownInHelp`), which none of ours does (a test holds to that), and in its own
 * fallback notes (an unsupported field), which read as well as plain text. The parser was a
 * third of the forms' script.
 */
import type { ReactNode } from 'react'

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
