import type { KindIndex } from '../facade'
import { Section, type SectionProps } from './section'

/** The project's anti-affinity groups the new instance joins: kept apart from their members. */
export function GroupsSection({
  draft,
  set,
  groups,
}: SectionProps & { groups: KindIndex<'antiAffinityGroup'> }) {
  const items = groups.items
  const toggle = (name: string, on: boolean) =>
    set({
      antiAffinityGroups: on
        ? [...draft.antiAffinityGroups, name]
        : draft.antiAffinityGroups.filter((other) => other !== name),
    })
  return (
    <Section id="anti-affinity" title="Anti-affinity groups">
      {groups.isLoading ? (
        <p className="muted" aria-busy="true">
          Loading groups…
        </p>
      ) : items.length === 0 ? (
        <p className="muted">The project has no anti-affinity groups.</p>
      ) : (
        <fieldset className="instance-create-checks">
          <legend className="form-label">Groups to join</legend>
          {items.map((group) => (
            <div key={group.id} className="form-checkbox">
              <input
                id={`group-${group.id}`}
                type="checkbox"
                checked={draft.antiAffinityGroups.includes(group.name)}
                onChange={(e) => toggle(group.name, e.target.checked)}
              />
              <label htmlFor={`group-${group.id}`}>
                {group.name}
                <span className="muted">
                  {' · '}
                  {group.policy === 'fail'
                    ? 'members that cannot be kept apart do not start'
                    : 'members are kept apart when possible'}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
      )}
    </Section>
  )
}
