import { callOperation, invalidateKind, unwrap, type ActionTools } from '../../engine'
import type { LoopbackAddress } from '../../generated/platform/models'
import { defineActions, requireOperation } from '../facade'

/**
 * A loopback address is deleted by where it sits and what it is, all four in the path:
 * `/{rack_id}/{switch_location}/{address}/{subnet_mask}`. The row holds the address with its
 * width (`192.168.1.15/32`), which the path takes apart; the generic Delete cannot split it,
 * so this one does, with the manifest's confirm texts and the request it will send.
 */
export const loopbackAddressActions = defineActions<'networkingLoopbackAddress'>(
  (defaults, { row, kind }) =>
    defaults.map((action) => {
      if (action.key !== 'delete' || action.perform.type !== 'run') return action
      const declared = action.perform.action
      const request = deleteRequest(row)
      const run = ({ confirm, toast }: ActionTools) =>
        confirm({
          title: declared.confirm?.title ?? action.label,
          message: declared.confirm?.message ?? '',
          confirmLabel: declared.confirm?.confirmLabel ?? action.label,
          danger: true,
          request,
          onConfirm: async () => {
            unwrap(await callOperation(request.op, request.args))
            await invalidateKind(kind.name)
            toast.success(declared.successToast ?? `Deleted the ${kind.singular}`)
          },
        })
      return { ...action, operation: declared.operation, perform: { type: 'callback', run } }
    }),
)

function deleteRequest(row: LoopbackAddress) {
  const [address = '', width = ''] = row.address.split('/')
  return {
    op: requireOperation('networking_loopback_address_delete'),
    args: {
      path: {
        rack_id: row.rackId,
        switch_location: row.switchLocation,
        address,
        subnet_mask: width,
      },
    },
  }
}
