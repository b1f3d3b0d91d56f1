/**
 * A tab's own heading when the tab holds one table. The selected tab already names what is
 * under it, so a visible heading would only repeat it (louder, or in other words: "Physical
 * Disks" under "Disks"); it stays for the page's outline and screen readers alone. A tab holding
 * more than one table gives each its own visible, normal-case heading instead (the instance's
 * Networking cards).
 */
export function TabHeading({ title }: { title: string }) {
  return <h2 className="visually-hidden">{title}</h2>
}
