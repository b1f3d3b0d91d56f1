import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import { describedBy, Field } from '../../engine'
import {
  CPU_LIMITS,
  FAMILIES,
  type Family,
  MEMORY_GIB_LIMITS,
  presetsOf,
  type Size,
  sizeLabel,
} from './hardware'
import { switchFamily } from './draft'
import { Section, type SectionProps } from './section'

const sameSize = (a: Partial<Size>, b: Size) => a.ncpus === b.ncpus && a.memoryGiB === b.memoryGiB

const wholeNumber = (raw: string) => (raw === '' ? undefined : Number(raw))

/**
 * Hardware as preset families (tabs of radio cards) or a custom size. Choosing a family picks
 * the size last chosen there, else its first preset, so the draft always holds a size.
 */
export function HardwareSection({ draft, set, errors }: SectionProps) {
  const choose = (key: Key) => {
    const family = key as Family
    set(switchFamily(draft, family, presetsOf(family)[0]))
  }
  return (
    <Section id="hardware" title="Hardware">
      <Tabs selectedKey={draft.family} onSelectionChange={choose}>
        <TabList aria-label="Hardware" className="choice-tabs">
          {FAMILIES.map((family) => (
            <Tab key={family.id} id={family.id} className="choice-tab">
              {family.label}
            </Tab>
          ))}
        </TabList>
        {FAMILIES.map((family) => (
          <TabPanel key={family.id} id={family.id} className="choice-panel">
            {family.id === 'custom' ? (
              <div className="instance-create-pair">
                <Field
                  id="instance-ncpus"
                  label="CPUs"
                  required
                  hint={`${CPU_LIMITS.min} to ${CPU_LIMITS.max}`}
                  error={errors.ncpus}
                >
                  <input
                    id="instance-ncpus"
                    className="form-input"
                    type="number"
                    min={CPU_LIMITS.min}
                    max={CPU_LIMITS.max}
                    step={1}
                    value={draft.size.ncpus ?? ''}
                    aria-invalid={errors.ncpus ? true : undefined}
                    aria-describedby={describedBy('instance-ncpus', 'range', errors.ncpus)}
                    onChange={(e) =>
                      set({ size: { ...draft.size, ncpus: wholeNumber(e.target.value) } }, 'ncpus')
                    }
                  />
                </Field>
                <Field
                  id="instance-memory"
                  label="Memory (GiB)"
                  required
                  hint={`${MEMORY_GIB_LIMITS.min} to ${MEMORY_GIB_LIMITS.max} GiB`}
                  error={errors.memoryGiB}
                >
                  <input
                    id="instance-memory"
                    className="form-input"
                    type="number"
                    min={MEMORY_GIB_LIMITS.min}
                    max={MEMORY_GIB_LIMITS.max}
                    step={1}
                    value={draft.size.memoryGiB ?? ''}
                    aria-invalid={errors.memoryGiB ? true : undefined}
                    aria-describedby={describedBy('instance-memory', 'range', errors.memoryGiB)}
                    onChange={(e) =>
                      set(
                        { size: { ...draft.size, memoryGiB: wholeNumber(e.target.value) } },
                        'memoryGiB',
                      )
                    }
                  />
                </Field>
              </div>
            ) : (
              <div role="radiogroup" aria-label={`${family.label} sizes`} className="preset-cards">
                {presetsOf(family.id).map((size) => (
                  <label key={size.ncpus} className="preset-card">
                    <input
                      type="radio"
                      name={`preset-${family.id}`}
                      checked={sameSize(draft.size, size)}
                      onChange={() => set({ size })}
                    />
                    <span className="preset-card-text">{sizeLabel(size)}</span>
                  </label>
                ))}
              </div>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </Section>
  )
}
