import { useEffect, useMemo, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import {
  buildOperationArgs,
  callOperation,
  describedBy,
  Field,
  focusFirstField,
  FormFooterErrors,
  GatedControl,
  invalidateKind,
  itemParams,
  type PageProps,
  routeOfKind,
  routePath,
  type ScopeLookup,
  unwrap,
  useLeaveGuard,
  useToast,
} from '../../engine'
import { kindByName, useKindIndex } from '../facade'
import type { Instance } from '../../generated/platform/models'
import {
  BootDiskSection,
  type BootSources,
  firstUsefulSource,
  bootSourceSize,
} from './boot-disk-section'
import {
  blockingReason,
  type Draft,
  type DraftField,
  draftErrors,
  initialDraft,
  instanceCreateBody,
} from './draft'
import { DisksSection } from './disks-section'
import { GroupsSection } from './groups-section'
import { HardwareSection } from './hardware-section'
import { KeysSection } from './keys-section'
import { hasNoVpc, NetworkingSection } from './networking-section'
import { Section } from './section'
import './instance-create.css'
import { TextField } from './text-field'

const noScope: ScopeLookup = () => undefined

/**
 * The full-page instance create (spec §2 `instances-new`): identity, hardware, boot disk, SSH
 * keys, networking and user data in sections. The submit button says what is missing while the
 * draft cannot be created; on success the new instance's page opens.
 */
export function InstanceCreatePage(_props: PageProps) {
  const params = useParams()
  const navigate = useNavigate()
  const toast = useToast()
  const kind = kindByName('instance')
  const create = kind.ops.create
  if (!create) throw new Error('Instance create needs instance_create')
  const project = params.project
  const projectScope = useMemo<ScopeLookup>(
    () => (name) => (name === 'project' ? project : undefined),
    [project],
  )
  const sources: BootSources = {
    siloImages: useKindIndex('image', noScope),
    projectImages: useKindIndex('image', projectScope),
    snapshots: useKindIndex('snapshot', projectScope),
    disks: useKindIndex('disk', projectScope),
    projectScope,
    siloScope: noScope,
  }
  const keys = useKindIndex('sshKey', noScope)
  const floatingIps = useKindIndex('floatingIp', projectScope)
  const groups = useKindIndex('antiAffinityGroup', projectScope)
  const vpcs = useKindIndex('vpc', projectScope)

  const [draft, setDraft] = useState<Draft>(initialDraft)
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set())
  const [pending, setPending] = useState(false)
  const [serverError, setServerError] = useState<string>()

  // the boot disk tab starts on the first source that has something to offer
  const firstSource = firstUsefulSource(sources)
  const [sourceChosen, setSourceChosen] = useState(false)
  useEffect(() => {
    if (!sourceChosen && firstSource !== undefined) {
      setDraft((current) => ({ ...current, bootSource: firstSource }))
      setSourceChosen(true)
    }
  }, [firstSource, sourceChosen])

  // with no VPC there is no interface to make: the page starts on "None", the one choice left
  const noVpc = hasNoVpc(vpcs)
  useEffect(() => {
    if (noVpc) setDraft((current) => ({ ...current, network: 'none', ephemeralIp: false }))
  }, [noVpc])

  // only a person's changes make the page dirty (the effects above choose for them)
  const [edited, setEdited] = useState(false)
  // leaving with changes asks first, as the side panels do; a create under way is leaving anyway
  const leaveDialog = useLeaveGuard(edited && !pending)

  const set = (patch: Partial<Draft>, field?: DraftField) => {
    setEdited(true)
    if (patch.bootSource !== undefined) setSourceChosen(true)
    setDraft((current) => ({ ...current, ...patch }))
    if (field) setTouched((current) => new Set([...current, field]))
  }
  const errors = draftErrors(draft, bootSourceSize(sources, draft))
  const shown = Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.has(field as DraftField)),
  )
  const reason = pending ? 'Creating the instance…' : blockingReason(errors)
  const back = routePath(routeOfKind('instance', 'list'), params) ?? '/'

  const submit = async () => {
    setPending(true)
    setServerError(undefined)
    try {
      const created = unwrap(
        await callOperation<Instance>(
          create,
          buildOperationArgs(create, params, { body: instanceCreateBody(draft) }),
        ),
      )
      await Promise.all(['instance', 'disk', 'floatingIp'].map((name) => invalidateKind(name)))
      toast.success(`Instance ${created.name} created`)
      void navigate(
        routePath(routeOfKind('instance', 'detail'), itemParams(kind, created, params)) ?? back,
      )
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error))
      setPending(false)
    }
  }

  const text = (field: 'name' | 'description' | 'hostname', label: string, hint?: string) => {
    const id = `instance-${field}`
    const error = field === 'description' ? undefined : shown[field]
    return (
      <TextField
        id={id}
        label={label}
        value={draft[field]}
        onChange={(value) => set({ [field]: value }, field === 'description' ? undefined : field)}
        required={field === 'name'}
        hint={hint}
        error={error}
        placeholder={field === 'hostname' ? draft.name : undefined}
      />
    )
  }

  return (
    <div className="instance-create">
      <header className="page-header">
        <h1>Create instance</h1>
      </header>
      <form
        className="instance-create-form"
        aria-label="Create instance"
        noValidate
        // the name takes focus as the page shows, and with it what was typed while it loaded
        ref={focusFirstField}
        onSubmit={(event) => {
          event.preventDefault()
          setTouched(new Set(Object.keys(errors) as DraftField[]))
          if (!reason) void submit()
        }}
      >
        <Section id="identity" title="Instance">
          {text('name', 'Name')}
          {text('description', 'Description')}
          {text('hostname', 'Hostname', 'Left blank, the hostname is the instance’s name')}
        </Section>
        <HardwareSection draft={draft} set={set} errors={shown} />
        <BootDiskSection draft={draft} set={set} errors={shown} sources={sources} />
        <DisksSection
          draft={draft}
          set={set}
          errors={shown}
          disks={sources.disks}
          scope={projectScope}
        />
        <KeysSection draft={draft} set={set} errors={shown} keys={keys} />
        <NetworkingSection
          draft={draft}
          set={set}
          errors={shown}
          floatingIps={floatingIps}
          vpcs={vpcs}
          createVpcPath={routePath(routeOfKind('vpc', 'create'), params)}
          scope={projectScope}
        />
        <GroupsSection draft={draft} set={set} errors={shown} groups={groups} />
        <Section id="advanced" title="Advanced">
          <Field
            id="instance-user-data"
            label="User data"
            hint="A cloud-init configuration or script for the first boot, at most 32 KiB"
            error={shown.userData}
          >
            <textarea
              id="instance-user-data"
              className="form-input mono"
              rows={4}
              value={draft.userData}
              aria-invalid={shown.userData ? true : undefined}
              aria-describedby={describedBy('instance-user-data', 'hint', shown.userData)}
              onChange={(e) => set({ userData: e.target.value }, 'userData')}
            />
          </Field>
          <div className="form-checkbox">
            <input
              id="instance-start"
              type="checkbox"
              checked={draft.start}
              onChange={(e) => set({ start: e.target.checked })}
            />
            <label htmlFor="instance-start">Start instance after creating it</label>
          </div>
        </Section>
        <FormFooterErrors errors={serverError ? [serverError] : []} />
        <footer className="instance-create-footer">
          {reason ? (
            <GatedControl className="btn btn-primary" disabledReason={reason}>
              Create instance
            </GatedControl>
          ) : (
            <button type="submit" className="btn btn-primary">
              Create instance
            </button>
          )}
          <Link className="btn btn-ghost" to={back}>
            Cancel
          </Link>
          {reason && (
            <p className="muted instance-create-reason" role="status">
              {reason}
            </p>
          )}
        </footer>
      </form>
      {leaveDialog}
    </div>
  )
}
