/**
 * A long list on demand: `count` more instances in the seed's first project, copies of its
 * first running instance with their own names and ids, so the console can be measured paging
 * through 10,000 rows (`npm run bench` sets `{ "instances": 10000 }` in `mock-config`).
 */
import type { Seed, WireItem } from './inputs.ts'

const pad = (n: number) => String(n).padStart(5, '0')

export function withBulkInstances(seed: Seed, count: number): Seed {
  if (count <= 0) return seed
  const instances = seed.instance ?? []
  const model = instances.find((item) => item.run_state === 'running') ?? instances[0]
  if (!model) return seed
  const bulk: WireItem[] = Array.from({ length: count }, (_, index) => ({
    ...model,
    id: `b0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `bulk-${pad(index + 1)}`,
    hostname: `bulk-${pad(index + 1)}`,
    description: `bulk instance ${index + 1}`,
    boot_disk_id: null,
  }))
  return { ...seed, instance: [...instances, ...bulk] }
}
