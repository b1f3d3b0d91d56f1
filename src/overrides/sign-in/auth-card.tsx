import type { ReactNode } from 'react'

/** The one card the sign-in pages share: the silo (or purpose) on top, then the page. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <header className="auth-card-header">
        <h1 id="auth-card-title">{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
      </header>
      {children}
    </section>
  )
}
