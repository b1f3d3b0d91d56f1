import type { OperationId } from '../facade'
import {
  GatedControl,
  humanizeWord,
  callOperation,
  invalidateKind,
  unwrap,
  useOperationQuery,
  LoadError,
  Loading,
  MenuTable,
  useConfirm,
  useToast,
  type TableColumn,
} from '../../engine'
import { requireOperation } from '../facade'
import { useState } from 'react'
import type { ExternalIp, FloatingIp, Instance, SiloIpPool } from '../../generated/platform/models'
import { detachReason, ephemeralAttachReason } from './external-ip-actions'
import { PickDialog } from './pick-dialog'
import { useInstanceExternalIps } from '../instance-external-ips/external-ips-query'

const run = async (operationId: OperationId, args: Parameters<typeof callOperation>[1]) => {
  unwrap(await callOperation(requireOperation(operationId), args))
  await Promise.all(['instanceExternalIp', 'floatingIp'].map((kind) => invalidateKind(kind)))
}

const ipColumns = (poolName: (id: string) => string): TableColumn<ExternalIp>[] => [
  {
    id: 'ip',
    header: 'IP',
    priority: 1,
    cell: (ip) => (
      <span className="mono">
        {ip.ip}{' '}
        {ip.kind === 'snat' && (
          <span className="badge badge-neutral">
            ports {ip.firstPort}–{ip.lastPort}
          </span>
        )}
      </span>
    ),
  },
  { id: 'kind', header: 'Kind', sortValue: (ip) => ip.kind, cell: (ip) => humanizeWord(ip.kind) },
  {
    id: 'ip_pool',
    header: 'IP pool',
    sortValue: (ip) => poolName(ip.ipPoolId),
    cell: (ip) => poolName(ip.ipPoolId),
  },
  {
    id: 'name',
    header: 'Name',
    sortValue: (ip) => (ip.kind === 'floating' ? ip.name : undefined),
    cell: (ip) => (ip.kind === 'floating' ? ip.name : '—'),
  },
]

/**
 * An instance's external addresses (SNAT, ephemeral, floating) with their pools, and the ways
 * to change them: attach an ephemeral IP from a pool, attach one of the project's free
 * floating IPs, detach either (SNAT never detaches).
 */
export function ExternalIpsCard({ instance, project }: { instance: Instance; project: string }) {
  const confirm = useConfirm()
  const toast = useToast()
  const [dialog, setDialog] = useState<'ephemeral' | 'floating' | undefined>()
  const here = { path: { instance: instance.name }, query: { project } }
  const ips = useInstanceExternalIps(instance.name, project)
  const pools = useOperationQuery<{ items: SiloIpPool[] }>(
    requireOperation('project_ip_pool_list'),
    { query: { limit: 1000 } },
  )
  const floating = useOperationQuery<{ items: FloatingIp[] }>(
    requireOperation('floating_ip_list'),
    {
      query: { project, limit: 1000 },
    },
  )

  if (ips.isLoading) return <Loading />
  if (ips.error || !ips.data) return <LoadError error={ips.error} />
  const rows = ips.data.items
  const poolName = (id: string) => pools.data?.items.find((p) => p.id === id)?.name ?? ''
  const freeFloating = (floating.data?.items ?? []).filter((ip) => !ip.instanceId)
  const ephemeralReason = ephemeralAttachReason(rows)

  const detach = (ip: ExternalIp) =>
    confirm({
      title: 'Detach external IP',
      message: (
        <p>
          Are you sure you want to detach <strong>{ip.ip}</strong> from {instance.name}?
          {ip.kind === 'floating' ? ' The floating IP stays in the project.' : ''}
        </p>
      ),
      confirmLabel: 'Detach',
      danger: true,
      errorTitle: 'Could not detach IP',
      onConfirm: async () => {
        if (ip.kind === 'floating') {
          await run('floating_ip_detach', { path: { floating_ip: ip.name }, query: { project } })
        } else {
          await run('instance_ephemeral_ip_detach', here)
        }
        toast.success(`IP ${ip.ip} detached`)
      },
    })

  return (
    <section className="card stack" aria-labelledby="external-ips-heading">
      <header className="page-header">
        <h2 id="external-ips-heading">External IPs</h2>
        <div className="page-actions">
          <GatedControl
            disabledReason={ephemeralReason}
            operation="instance_ephemeral_ip_attach"
            onPress={() => setDialog('ephemeral')}
          >
            Attach ephemeral IP
          </GatedControl>
          <GatedControl operation="floating_ip_attach" onPress={() => setDialog('floating')}>
            Attach floating IP
          </GatedControl>
        </div>
      </header>
      {rows.length === 0 ? (
        <p className="muted">No external IPs. Attach one to reach the instance from outside.</p>
      ) : (
        <MenuTable
          columns={ipColumns(poolName)}
          rows={rows}
          rowKey={(ip) => `${ip.kind}-${ip.ip}`}
          sortParam="ips-sort"
          menu={(ip) => ({
            label: `${ip.ip} actions`,
            actions: [
              {
                key: 'copy-ip',
                label: 'Copy IP address',
                perform: { type: 'copy', text: ip.ip },
              },
              {
                key: 'detach',
                label: 'Detach',
                danger: true,
                disabledReason: detachReason(ip),
                operation:
                  ip.kind === 'floating' ? 'floating_ip_detach' : 'instance_ephemeral_ip_detach',
                perform: { type: 'callback', run: () => detach(ip) },
              },
            ],
            onAction: (action) => {
              if (action.perform.type === 'copy') {
                void navigator.clipboard.writeText(action.perform.text)
              } else if (action.key === 'detach') detach(ip)
            },
          })}
        />
      )}
      {dialog === 'ephemeral' && (
        <PickDialog
          title="Attach ephemeral IP"
          label="IP pool"
          submitLabel="Attach"
          options={(pools.data?.items ?? []).map((p) => ({
            value: p.name,
            label: p.isDefault ? `${p.name} (default)` : p.name,
          }))}
          initial={pools.data?.items.find((p) => p.isDefault)?.name}
          empty={<p>No IP pools are linked to this silo.</p>}
          onSubmit={async (pool) => {
            await run('instance_ephemeral_ip_attach', { ...here, body: { pool } })
            toast.success(`Ephemeral IP from ${pool} attached`)
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'floating' && (
        <PickDialog
          title="Attach floating IP"
          label="Floating IP"
          submitLabel="Attach"
          options={freeFloating.map((ip) => ({ value: ip.name, label: `${ip.name} (${ip.ip})` }))}
          empty={<p>The project has no unattached floating IPs.</p>}
          onSubmit={async (name) => {
            await run('floating_ip_attach', {
              path: { floating_ip: name },
              query: { project },
              body: { kind: 'instance', parent: instance.name },
            })
            toast.success(`Floating IP ${name} attached`)
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
    </section>
  )
}
