/**
 * Spec §2, route by route, as a person meets it: each path the spec names, in the seed world's
 * names, renders its page (never "Page not found"), lands where the spec's redirects say, and
 * shows its heading (and its form panel, for a form route). The registry's routes are walked by
 * the route sweep (smoke.spec.ts); this table is the spec's, so a route the spec names and the
 * manifest lost fails. The sweep checks the entries whose path is a URL it visits anyway; the
 * rest (other items than the sweep's samples) are checked in spec-routes.spec.ts.
 */
export interface SpecRoute {
  path: string
  /** where the spec's redirect lands, when it is one */
  lands?: string
  heading: string
  /** the side-modal or centred form the route opens, by its title */
  form?: string
}

export const P = '/projects/mock-project'
const DB1 = `${P}/instances/db1`
export const VPC = `${P}/vpcs/mock-vpc`
export const ROUTER = `${VPC}/routers/mock-custom-router`
const SLED = '/system/inventory/sleds/51ed0000-0000-4000-8000-000000000001'
const DB1_ID = '1a570000-0000-4000-8000-000000000001'

const publicRoutes: SpecRoute[] = [
  { path: '/login/maze-war/local', heading: 'maze-war' },
  { path: '/login/maze-war/saml/mock-idp', heading: 'maze-war' },
  { path: '/device/verify', heading: 'Device Authentication' },
  { path: '/device/success', heading: 'Device logged in' },
]

const systemAndSettings: SpecRoute[] = [
  { path: '/', lands: '/projects', heading: 'Projects' },
  { path: '/settings', lands: '/settings/profile', heading: 'Profile' },
  { path: '/settings/ssh-keys', heading: 'SSH Keys' },
  { path: '/settings/ssh-keys/m1-macbook-pro/edit', heading: 'm1-macbook-pro' },
  { path: '/settings/ssh-keys-new', heading: 'SSH Keys', form: 'Add SSH key' },
  { path: '/settings/access-tokens', heading: 'Access Tokens' },
  { path: '/system/silos', heading: 'Silos' },
  { path: '/system/silos-new', heading: 'Silos', form: 'Create silo' },
  { path: '/system/silos/maze-war', lands: '/system/silos/maze-war/idps', heading: 'maze-war' },
  {
    path: '/system/silos/maze-war/idps-new',
    heading: 'maze-war',
    form: 'Create identity provider',
  },
  { path: '/system/silos/maze-war/idps/saml/mock-idp', heading: 'mock-idp' },
  { path: '/system/issues', heading: 'Issues' },
  { path: '/system/utilization', heading: 'Utilization' },
  { path: '/system/inventory', lands: '/system/inventory/sleds', heading: 'Inventory' },
  { path: '/system/inventory/disks', heading: 'Inventory' },
  { path: SLED, lands: `${SLED}/instances`, heading: 'BRM44220001' },
  { path: '/system/networking/ip-pools', heading: 'IP Pools' },
  { path: '/system/networking/ip-pools-new', heading: 'IP Pools', form: 'Create IP pool' },
  {
    path: '/system/networking/ip-pools/ip-pool-1',
    lands: '/system/networking/ip-pools/ip-pool-1/ranges',
    heading: 'ip-pool-1',
  },
  { path: '/system/networking/ip-pools/ip-pool-1/edit', heading: 'IP Pools', form: 'Edit IP pool' },
  {
    path: '/system/networking/ip-pools/ip-pool-1/ranges-add',
    heading: 'ip-pool-1',
    form: 'Add IP range',
  },
]

const siloRoutes: SpecRoute[] = [
  { path: '/images', heading: 'Images' },
  { path: '/images/ubuntu-22-04/edit', heading: 'ubuntu-22-04' },
  { path: '/utilization', heading: 'Utilization' },
  { path: '/access', heading: 'Silo Access' },
  { path: '/projects', heading: 'Projects' },
  { path: '/projects-new', heading: 'Projects', form: 'Create project' },
  { path: `${P}/edit`, heading: 'Projects', form: 'Edit project' },
  { path: `/lookup/instances/${DB1_ID}`, lands: `${DB1}/storage`, heading: 'db1' },
  { path: `/lookup/i/${DB1_ID}`, lands: `${DB1}/storage`, heading: 'db1' },
]

const projectRoutes: SpecRoute[] = [
  { path: P, lands: `${P}/instances`, heading: 'Instances' },
  { path: `${P}/instances-new`, heading: 'Create instance' },
  { path: DB1, lands: `${DB1}/storage`, heading: 'db1' },
  { path: `${DB1}/networking`, heading: 'db1' },
  { path: `${DB1}/metrics`, lands: `${DB1}/metrics/cpu`, heading: 'db1' },
  { path: `${DB1}/metrics/disk`, heading: 'db1' },
  { path: `${DB1}/metrics/network`, heading: 'db1' },
  { path: `${DB1}/connect`, heading: 'db1' },
  { path: `${DB1}/settings`, heading: 'db1' },
  { path: `${DB1}/serial-console`, heading: 'Serial console' },
  { path: `${P}/vpcs`, heading: 'VPCs' },
  { path: `${P}/vpcs-new`, heading: 'VPCs', form: 'Create VPC' },
  { path: VPC, lands: `${VPC}/firewall-rules`, heading: 'mock-vpc' },
  { path: `${VPC}/edit`, heading: 'VPCs', form: 'Edit VPC' },
  { path: `${VPC}/firewall-rules-new`, heading: 'mock-vpc', form: 'Add firewall rule' },
  { path: `${VPC}/firewall-rules-new/allow-ssh`, heading: 'mock-vpc', form: 'Add firewall rule' },
  { path: `${VPC}/firewall-rules/allow-ssh/edit`, heading: 'mock-vpc', form: 'Edit firewall rule' },
  { path: `${VPC}/subnets`, heading: 'mock-vpc' },
  { path: `${VPC}/subnets-new`, heading: 'mock-vpc', form: 'Create subnet' },
  { path: `${VPC}/subnets/mock-subnet/edit`, heading: 'mock-vpc', form: 'Edit subnet' },
  { path: `${VPC}/routers`, heading: 'mock-vpc' },
  { path: `${VPC}/routers-new`, heading: 'mock-vpc', form: 'Create router' },
  { path: `${ROUTER}/edit`, heading: 'mock-custom-router', form: 'Edit router' },
  { path: ROUTER, lands: `${ROUTER}/routes`, heading: 'mock-custom-router' },
  { path: `${ROUTER}/routes-new`, heading: 'mock-custom-router', form: 'Create route' },
  { path: `${ROUTER}/routes/custom-route/edit`, heading: 'mock-custom-router', form: 'Edit route' },
  {
    path: `${VPC}/internet-gateways/default`,
    lands: `${VPC}/internet-gateways/default/ip-pools`,
    heading: 'default',
  },
  { path: `${P}/floating-ips`, heading: 'Floating IPs' },
  { path: `${P}/floating-ips-new`, heading: 'Floating IPs', form: 'Create floating IP' },
  {
    path: `${P}/floating-ips/rootbeer-float/edit`,
    heading: 'Floating IPs',
    form: 'Edit floating IP',
  },
  { path: `${P}/disks`, heading: 'Disks' },
  { path: `${P}/disks-new`, heading: 'Disks', form: 'Create disk' },
  { path: `${P}/snapshots`, heading: 'Snapshots' },
  { path: `${P}/snapshots-new`, heading: 'Snapshots', form: 'Create snapshot' },
  {
    path: `${P}/snapshots/snapshot-1/images-new`,
    heading: 'Snapshots',
    form: 'Create image from snapshot snapshot-1',
  },
  { path: `${P}/images`, heading: 'Images' },
  { path: `${P}/images-new`, heading: 'Images', form: 'Upload image' },
  { path: `${P}/access`, heading: 'Project Access' },
  { path: `${P}/affinity`, heading: 'Anti-affinity Groups' },
  {
    path: `${P}/affinity-new`,
    heading: 'Anti-affinity Groups',
    form: 'Create anti-affinity group',
  },
  {
    path: `${P}/affinity/set-apart`,
    lands: `${P}/affinity/set-apart/members`,
    heading: 'set-apart',
  },
  {
    path: `${P}/affinity/set-apart/edit`,
    heading: 'Anti-affinity Groups',
    form: 'Edit anti-affinity group',
  },
]

const tables = [
  ['public', publicRoutes],
  ['settings and system', systemAndSettings],
  ['silo', siloRoutes],
  ['project', projectRoutes],
] as const

/** every entry of spec §2's table, with the area it is listed under */
export const specRoutes: (SpecRoute & { area: string })[] = tables.flatMap(([area, routes]) =>
  routes.map((route) => ({ ...route, area })),
)

/** a spec route's test title: its path, and where it lands when it redirects */
export const specTitle = ({ path, lands }: SpecRoute) =>
  `${path} renders${lands ? ` at ${lands}` : ''}`
