import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components'
import { describedBy, Field, formatBytes, ReferencePicker, type ScopeLookup } from '../../engine'
import type { Image } from '../../generated/platform/models'
import { can, type KindIndex } from '../facade'
import {
  defaultDiskGiB,
  diskSizeHint,
  type DiskSourceSize,
  MAX_DISK_GIB,
  minDiskGiB,
} from '../disk-size/disk-size'
import { type BootSource, type Draft, isImageSource, switchBootSource } from './draft'
import { Section, type SectionProps } from './section'
import { TextField } from './text-field'

/** the lists a boot disk can come from, read once by the page */
export interface BootSources {
  siloImages: KindIndex<'image'>
  projectImages: KindIndex<'image'>
  snapshots: KindIndex<'snapshot'>
  disks: KindIndex<'disk'>
  projectScope: ScopeLookup
  siloScope: ScopeLookup
}

const TABS: { id: BootSource; label: string; kind: string; empty: string }[] = [
  { id: 'siloImage', label: 'Silo images', kind: 'image', empty: 'The silo has no images.' },
  {
    id: 'projectImage',
    label: 'Project images',
    kind: 'image',
    empty: 'The project has no images.',
  },
  { id: 'snapshot', label: 'Snapshots', kind: 'snapshot', empty: 'The project has no snapshots.' },
  {
    id: 'disk',
    label: 'Existing disks',
    kind: 'disk',
    empty: 'The project has no detached disks to boot from.',
  },
]

/** Disks that can be attached to a new instance: those the manifest's disk `attach` rule allows. */
export const attachableDisks = (disks: KindIndex<'disk'>) =>
  disks.items.filter((disk) => can.disk.attach(disk).enabled)

function indexOf(
  sources: BootSources,
  source: BootSource,
): KindIndex<'image'> | KindIndex<'snapshot'> | KindIndex<'disk'> {
  if (source === 'siloImage') return sources.siloImages
  if (source === 'projectImage') return sources.projectImages
  if (source === 'snapshot') return sources.snapshots
  return sources.disks
}

/** The first source tab that has something to offer, the page's starting tab. */
export function firstUsefulSource(sources: BootSources): BootSource | undefined {
  if (TABS.some((tab) => indexOf(sources, tab.id).isLoading)) return undefined
  return (
    TABS.find((tab) =>
      tab.id === 'disk'
        ? attachableDisks(sources.disks).length > 0
        : indexOf(sources, tab.id).items.length > 0,
    )?.id ?? 'siloImage'
  )
}

/** The chosen image or snapshot, whose size the new disk must not be below. */
export function bootSourceSize(sources: BootSources, draft: Draft): DiskSourceSize | undefined {
  if (draft.source === undefined || draft.bootSource === 'disk') return undefined
  const item = indexOf(sources, draft.bootSource).byId.get(draft.source)
  return item && { bytes: item.size, word: draft.bootSource === 'snapshot' ? 'snapshot' : 'image' }
}

function ImageSummary({ image }: { image: Image | undefined }) {
  if (!image) return null
  return (
    <p className="muted instance-create-summary">
      {image.os} {image.version} · {formatBytes(image.size)}
    </p>
  )
}

/**
 * The boot disk: a new disk made from a silo image, a project image or a snapshot (sized in
 * GiB, never below its source), or an existing detached disk of the project.
 */
export function BootDiskSection({
  draft,
  set,
  errors,
  sources,
}: SectionProps & { sources: BootSources }) {
  const choose = (key: Key) => set(switchBootSource(draft, key as BootSource))
  const pick = (value: string | undefined) => {
    // an existing disk's size is its own: the new-disk size it sets is not sent for one
    const item =
      value === undefined ? undefined : indexOf(sources, draft.bootSource).byId.get(value)
    set(
      { source: value, ...(item ? { bootDiskSizeGiB: defaultDiskGiB(item.size) } : {}) },
      'source',
    )
  }
  const unattachable = sources.disks.items
    .filter((disk) => !can.disk.attach(disk).enabled)
    .map((disk) => disk.name)
  const source = bootSourceSize(sources, draft)

  return (
    <Section id="boot-disk" title="Boot disk">
      <Tabs selectedKey={draft.bootSource} onSelectionChange={choose}>
        <TabList aria-label="Boot disk source" className="choice-tabs">
          {TABS.map((tab) => (
            <Tab key={tab.id} id={tab.id} className="choice-tab">
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {TABS.map((tab) => {
          const index = indexOf(sources, tab.id)
          const empty =
            !index.isLoading &&
            (tab.id === 'disk'
              ? attachableDisks(sources.disks).length === 0
              : index.items.length === 0)
          const label = tab.id === 'disk' ? 'Disk' : tab.id === 'snapshot' ? 'Snapshot' : 'Image'
          const pickerId = `boot-${tab.id}`
          return (
            <TabPanel key={tab.id} id={tab.id} className="choice-panel instance-create-fields">
              {empty ? (
                <p className="muted">{tab.empty}</p>
              ) : (
                <Field id={pickerId} label={label} required error={errors.source}>
                  <ReferencePicker
                    id={pickerId}
                    label={label}
                    kind={tab.kind}
                    by={tab.id === 'disk' ? 'name' : 'id'}
                    scope={tab.id === 'siloImage' ? sources.siloScope : sources.projectScope}
                    value={draft.source}
                    onChange={pick}
                    required
                    invalid={Boolean(errors.source)}
                    describedBy={describedBy(pickerId, undefined, errors.source)}
                    {...(tab.id === 'disk' ? { exclude: unattachable } : {})}
                  />
                </Field>
              )}
              {isImageSource(tab.id) && draft.source !== undefined && (
                <ImageSummary
                  image={(tab.id === 'siloImage'
                    ? sources.siloImages
                    : sources.projectImages
                  ).byId.get(draft.source)}
                />
              )}
            </TabPanel>
          )
        })}
      </Tabs>
      {draft.bootSource !== 'disk' && (
        <div className="instance-create-pair">
          <Field
            id="boot-disk-size"
            label="Disk size (GiB)"
            required
            hint={diskSizeHint(source)}
            error={errors.bootDiskSize}
          >
            <input
              id="boot-disk-size"
              className="form-input"
              type="number"
              min={minDiskGiB(source)}
              max={MAX_DISK_GIB}
              step={1}
              value={draft.bootDiskSizeGiB ?? ''}
              aria-invalid={errors.bootDiskSize ? true : undefined}
              aria-describedby={describedBy('boot-disk-size', 'range', errors.bootDiskSize)}
              onChange={(e) =>
                set(
                  {
                    bootDiskSizeGiB: e.target.value === '' ? undefined : Number(e.target.value),
                  },
                  'bootDiskSize',
                )
              }
            />
          </Field>
          <TextField
            id="boot-disk-name"
            label="Disk name"
            value={draft.bootDiskName}
            onChange={(bootDiskName) => set({ bootDiskName }, 'bootDiskName')}
            hint="Left blank, it is named after the instance with a random suffix"
            error={errors.bootDiskName}
          />
        </div>
      )}
    </Section>
  )
}
