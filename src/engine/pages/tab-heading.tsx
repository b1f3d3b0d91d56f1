/**
 * A tab's own heading. Under a tab that already says it ("Firewall Rules"), it would only repeat
 * the tab, so it is there for the page's outline and screen readers alone; a heading that says
 * more than its tab (a list inside a tab of another name) shows.
 */
export function TabHeading({ tab, title }: { tab: string | undefined; title: string }) {
  const repeatsTab = tab !== undefined && tab.toLowerCase() === title.toLowerCase()
  return <h2 className={repeatsTab ? 'visually-hidden' : undefined}>{title}</h2>
}
