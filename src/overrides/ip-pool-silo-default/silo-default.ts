import { callOperation, invalidateKind, REFERENCE_PAGE_SIZE, unwrap } from '../../engine'
import { requireOperation } from '../facade'
import type {
  IpPoolSiloLink,
  SiloIpPool,
  SiloIpPoolResultsPage,
} from '../../generated/platform/models'

/** Makes the link its silo's default pool, or stops it being one: the platform's one call. */
export async function updateSiloDefault(link: IpPoolSiloLink, isDefault: boolean) {
  unwrap(
    await callOperation(requireOperation('ip_pool_silo_update'), {
      path: { pool: link.ipPoolId, silo: link.siloId },
      body: { is_default: isDefault },
    }),
  )
  await invalidateKind('ipPoolSilo')
}

/**
 * The silo's current default pool when it is another than the link's, read when asked (a
 * silo has one default at most: making this link the default takes it from that pool).
 */
export async function otherDefaultPool(link: IpPoolSiloLink): Promise<SiloIpPool | undefined> {
  const page = unwrap(
    await callOperation<SiloIpPoolResultsPage>(requireOperation('silo_ip_pool_list'), {
      path: { silo: link.siloId },
      query: { limit: REFERENCE_PAGE_SIZE },
    }),
  )
  return page.items.find((pool) => pool.isDefault && pool.id !== link.ipPoolId)
}
