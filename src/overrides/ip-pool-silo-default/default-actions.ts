import { type ActionTools, itemLabel, type MenuAction } from '../../engine'
import type { IpPoolSiloLink } from '../../generated/platform/models'
import { otherDefaultPool, updateSiloDefault } from './silo-default'
import { defineActions, type KindActionContext } from '../facade'

/** What the row's names are, for the dialogs: the pool of the tab, the silo the row names. */
function namesOf(context: KindActionContext<'ipPoolSilo'>) {
  const parent = context.parent
  const pool = parent ? itemLabel(parent.kind, parent.row) : 'this pool'
  const silo = context.referenced?.siloId
  return { pool, silo: silo?.name ?? 'the silo' }
}

async function makeDefault(
  { confirm, toast }: ActionTools,
  link: IpPoolSiloLink,
  names: { pool: string; silo: string },
) {
  const done = `${names.pool} is now the default pool of ${names.silo}`
  let other
  try {
    other = await otherDefaultPool(link)
  } catch (error) {
    toast.error('Could not make the pool the default', (error as Error).message)
    return
  }
  if (!other) {
    try {
      await updateSiloDefault(link, true)
      toast.success(done)
    } catch (error) {
      toast.error('Could not make the pool the default', (error as Error).message)
    }
    return
  }
  // a silo has one default: say which pool loses it
  confirm({
    title: 'Replace default pool',
    message: `${other.name} is the default pool of ${names.silo}. Make ${names.pool} the default instead? ${other.name} stops being the default.`,
    confirmLabel: 'Make default',
    errorTitle: 'Could not make the pool the default',
    onConfirm: async () => {
      await updateSiloDefault(link, true)
      toast.success(done)
    },
  })
}

async function clearDefault(
  { toast }: ActionTools,
  link: IpPoolSiloLink,
  names: { pool: string; silo: string },
) {
  try {
    await updateSiloDefault(link, false)
    toast.success(`${names.silo} has no default pool now`)
  } catch (error) {
    toast.error('Could not clear the default', (error as Error).message)
  }
}

/**
 * A silo link's default: Make default (asking first when it takes the default from another
 * pool) and Clear default, each offered where it applies, before the generic Unlink.
 */
export const ipPoolSiloActions = defineActions<'ipPoolSilo'>((defaults, context) => {
  const link = context.row
  const names = namesOf(context)
  const ours: MenuAction[] = [
    {
      key: 'make-default',
      label: 'Make default',
      disabledReason: link.isDefault ? `Already the default pool of ${names.silo}` : undefined,
      operation: 'ip_pool_silo_update',
      perform: { type: 'callback', run: (tools) => void makeDefault(tools, link, names) },
    },
    {
      key: 'clear-default',
      label: 'Clear default',
      disabledReason: link.isDefault ? undefined : `Not the default pool of ${names.silo}`,
      operation: 'ip_pool_silo_update',
      perform: { type: 'callback', run: (tools) => void clearDefault(tools, link, names) },
    },
  ]
  return [...ours, ...defaults]
})
