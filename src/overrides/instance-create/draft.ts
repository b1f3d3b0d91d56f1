/**
 * What the create page holds while a person fills it in, what is wrong with it, and the
 * `instance_create` body it becomes. Pure, so the rules are tested without a browser.
 */
import { generateName, GiB, validateName } from '../../engine'
import {
  hostnameProblem,
  type HostnameProblem,
  MAX_HOSTNAME_LABEL_LENGTH,
  MAX_HOSTNAME_LENGTH,
} from '../../contract'
import type { components } from '../../generated/platform/api'
import { type DiskSourceSize, diskSizeError } from '../disk-size/disk-size'
import { type Family, type Size, sizeErrors } from './hardware'
import { limits } from '../../generated/platform/rules'

export type InstanceCreateBody = components['schemas']['InstanceCreate']
type DiskAttachment = components['schemas']['InstanceDiskAttachment']
type ExternalIpCreate = components['schemas']['ExternalIpCreate']
type InterfaceAttachment = components['schemas']['InstanceNetworkInterfaceAttachment']

/** a disk beside the boot disk: an existing detached one, or a new blank one */
export type ExtraDisk =
  { type: 'attach'; name: string } | { type: 'create'; name: string; sizeGiB: number }

/** a network interface of the operator's making: a subnet of a VPC, by name, and maybe an address */
export interface CustomInterface {
  name: string
  vpc: string
  subnet: string
  /** empty: the platform picks a free address of the subnet */
  ip: string
}

/** where the boot disk comes from: a new disk from an image or snapshot, or a detached disk */
export type BootSource = 'siloImage' | 'projectImage' | 'snapshot' | 'disk'

export interface Draft {
  name: string
  description: string
  /** empty: the hostname follows the name */
  hostname: string
  family: Family
  size: Partial<Size>
  bootSource: BootSource
  /** the image or snapshot id, or the existing disk's name */
  source: string | undefined
  bootDiskSizeGiB: number | undefined
  /** empty: a name is generated from the instance's (spec §5) */
  bootDiskName: string
  disks: ExtraDisk[]
  /** key names; undefined until the user's keys are known (then all of them) */
  sshKeys: string[] | undefined
  /** the project's default interface, none, or the interfaces listed in `interfaces` */
  network: 'default' | 'none' | 'custom'
  interfaces: CustomInterface[]
  ephemeralIp: boolean
  /** empty: the silo's default pool */
  ephemeralPool: string | undefined
  floatingIps: string[]
  userData: string
  /** names of the project's anti-affinity groups to join */
  antiAffinityGroups: string[]
  start: boolean
  /** what each tab held when another was chosen, given back when it is chosen again */
  kept: KeptChoices
}

/** the choices of tabs not on show: a boot source's pick and size, a family's size */
export interface KeptChoices {
  boot: Partial<Record<BootSource, { source: string | undefined; sizeGiB: number | undefined }>>
  size: Partial<Record<Family, Partial<Size>>>
}

export const initialDraft: Draft = {
  name: '',
  description: '',
  hostname: '',
  family: 'general',
  size: { ncpus: 2, memoryGiB: 8 },
  bootSource: 'siloImage',
  source: undefined,
  bootDiskSizeGiB: undefined,
  bootDiskName: '',
  disks: [],
  sshKeys: undefined,
  network: 'default',
  interfaces: [],
  ephemeralIp: false,
  ephemeralPool: undefined,
  floatingIps: [],
  userData: '',
  antiAffinityGroups: [],
  start: true,
  kept: { boot: {}, size: {} },
}

/** the platform's limit on disks per instance, the boot disk included (the manifest's) */
export const MAX_DISKS = limits.instance.disks
/** the block size of new blank disks */
export const BLANK_BLOCK_SIZE = 4096
/** cloud-init's limit on user data, before encoding (the manifest's) */
export const MAX_USER_DATA_BYTES = limits.instance.userDataBytes

/** The draft on another boot-disk tab: this tab's pick is kept, the other's given back. */
export function switchBootSource(draft: Draft, next: BootSource): Partial<Draft> {
  const back = draft.kept.boot[next]
  return {
    bootSource: next,
    source: back?.source,
    bootDiskSizeGiB: back?.sizeGiB,
    kept: {
      ...draft.kept,
      boot: {
        ...draft.kept.boot,
        [draft.bootSource]: { source: draft.source, sizeGiB: draft.bootDiskSizeGiB },
      },
    },
  }
}

/** The draft on another hardware tab: its size as last chosen there, else its first preset. */
export function switchFamily(draft: Draft, next: Family, first: Size | undefined): Partial<Draft> {
  const back = draft.kept.size[next] ?? first
  return {
    family: next,
    ...(back ? { size: back } : {}),
    kept: { ...draft.kept, size: { ...draft.kept.size, [draft.family]: draft.size } },
  }
}

export const isImageSource = (source: BootSource) =>
  source === 'siloImage' || source === 'projectImage'

export type DraftField =
  | 'name'
  | 'hostname'
  | 'ncpus'
  | 'memoryGiB'
  | 'source'
  | 'bootDiskSize'
  | 'bootDiskName'
  | 'disks'
  | 'interfaces'
  | 'externalIps'
  | 'userData'

/** the section a problem belongs to, for the submit button's reason */
export const FIELD_LABELS: Record<DraftField, string> = {
  name: 'Name',
  hostname: 'Hostname',
  ncpus: 'CPUs',
  memoryGiB: 'Memory',
  source: 'Boot disk',
  bootDiskSize: 'Disk size',
  bootDiskName: 'Disk name',
  disks: 'Additional disks',
  interfaces: 'Network interfaces',
  externalIps: 'External IPs',
  userData: 'User data',
}

const SOURCE_REQUIRED: Record<BootSource, string> = {
  siloImage: 'Choose an image',
  projectImage: 'Choose an image',
  snapshot: 'Choose a snapshot',
  disk: 'Choose a disk',
}

const hostnameMessages: Record<HostnameProblem, string> = {
  'too-long': `Must be ${MAX_HOSTNAME_LENGTH} characters or fewer`,
  'label-too-long': `Each part between dots must be ${MAX_HOSTNAME_LABEL_LENGTH} characters or fewer`,
  'label-characters': 'Dot-separated parts of letters, digits and hyphens',
  'label-hyphen': 'A part between dots cannot start or end with a hyphen',
}

function hostnameError(hostname: string): string | undefined {
  const problem = hostnameProblem(hostname)
  return problem && hostnameMessages[problem]
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length

/**
 * What stops the draft from being created, by field. `source` is the chosen image or
 * snapshot, whose size the new boot disk can be no smaller than.
 */
export function draftErrors(
  draft: Draft,
  source: DiskSourceSize | undefined,
): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {}
  errors.name = draft.name === '' ? 'Required' : validateName(draft.name)
  if (draft.hostname !== '') errors.hostname = hostnameError(draft.hostname)
  Object.assign(errors, sizeErrors(draft.size))
  if (draft.source === undefined) errors.source = SOURCE_REQUIRED[draft.bootSource]
  if (draft.bootSource !== 'disk') {
    errors.bootDiskSize = diskSizeError(draft.bootDiskSizeGiB, source)
    if (draft.bootDiskName !== '') errors.bootDiskName = validateName(draft.bootDiskName)
  }
  if (draft.disks.length + 1 > MAX_DISKS)
    errors.disks = `An instance can have at most ${MAX_DISKS} disks, the boot disk included`
  const names = draft.disks.map((disk) => disk.name)
  if (draft.bootSource === 'disk' && draft.source) names.push(draft.source)
  else if (draft.bootDiskName) names.push(draft.bootDiskName)
  if (new Set(names).size < names.length) errors.disks = 'Each disk can be used once'
  if (draft.network === 'custom' && draft.interfaces.length === 0)
    errors.interfaces = 'Add a network interface, or choose another option'
  if (draft.network === 'none' && (draft.ephemeralIp || draft.floatingIps.length > 0))
    errors.externalIps = 'External IPs need a network interface'
  if (utf8Length(draft.userData) > MAX_USER_DATA_BYTES)
    errors.userData = `Must be ${MAX_USER_DATA_BYTES / 1024} KiB or less`
  for (const key of Object.keys(errors) as DraftField[]) {
    if (errors[key] === undefined) delete errors[key]
  }
  return errors
}

/** The first problem, worded for the disabled submit button. */
export function blockingReason(errors: Partial<Record<DraftField, string>>): string | undefined {
  const first = (Object.keys(FIELD_LABELS) as DraftField[]).find((key) => errors[key])
  return first && `${FIELD_LABELS[first]}: ${errors[first] ?? ''}`
}

/** The generated boot disk name: the instance's name and "-boot", then six random hex digits. */
export const bootDiskNameFor = (instanceName: string) => generateName(`${instanceName}-boot`)

function base64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function bootDisk(draft: Draft): DiskAttachment {
  const source = draft.source ?? ''
  if (draft.bootSource === 'disk') return { type: 'attach', name: source }
  return {
    type: 'create',
    name: draft.bootDiskName || bootDiskNameFor(draft.name),
    description: `Boot disk of ${draft.name}`,
    size: (draft.bootDiskSizeGiB ?? 0) * GiB,
    disk_source:
      draft.bootSource === 'snapshot'
        ? { type: 'snapshot', snapshot_id: source }
        : { type: 'image', image_id: source },
  }
}

function extraDisk(disk: ExtraDisk): DiskAttachment {
  if (disk.type === 'attach') return disk
  return {
    type: 'create',
    name: disk.name,
    description: '',
    size: disk.sizeGiB * GiB,
    disk_source: { type: 'blank', block_size: BLANK_BLOCK_SIZE },
  }
}

function networkInterfaces(draft: Draft): InterfaceAttachment {
  if (draft.network !== 'custom') return { type: draft.network }
  return {
    type: 'create',
    params: draft.interfaces.map((nic) => ({
      name: nic.name,
      description: '',
      vpc_name: nic.vpc,
      subnet_name: nic.subnet,
      ...(nic.ip === '' ? {} : { ip: nic.ip }),
    })),
  }
}

/** The request body of a valid draft (see draftErrors). */
export function instanceCreateBody(draft: Draft): InstanceCreateBody {
  const externalIps: ExternalIpCreate[] = [
    ...(draft.ephemeralIp
      ? [{ type: 'ephemeral' as const, pool: draft.ephemeralPool ?? null }]
      : []),
    ...draft.floatingIps.map((ip) => ({ type: 'floating' as const, floating_ip: ip })),
  ]
  return {
    name: draft.name,
    description: draft.description,
    hostname: draft.hostname || draft.name,
    ncpus: draft.size.ncpus ?? 0,
    memory: (draft.size.memoryGiB ?? 0) * GiB,
    boot_disk: bootDisk(draft),
    disks: draft.disks.map(extraDisk),
    network_interfaces: networkInterfaces(draft),
    external_ips: externalIps,
    // untouched, every key the user has (null); an empty list puts none
    ssh_public_keys: draft.sshKeys ?? null,
    user_data: base64(draft.userData),
    anti_affinity_groups: draft.antiAffinityGroups,
    start: draft.start,
  }
}
