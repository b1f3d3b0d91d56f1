/**
 * The chunk planner: which chunk each module joins, by when it is needed (vite.config.ts hands
 * these groups to rolldown's code splitting).
 */
import type { Rolldown } from 'vite'
import { FORM_CHECKS_PREFIX } from '../chunk-names.ts'
import { ariaChunk } from './aria.ts'
import { firstPageChunk } from './first-page.ts'
import { inNodeModules } from './module-graph.ts'

/**
 * Our on-demand pieces that load at the same moment, or one right after the other, in one
 * chunk each instead of a chunk per module or shared helper: about forty of them were under a
 * kilobyte, each compressed on its own and named in its importers' import lists.
 */
const togetherGroups: [string, RegExp][] = [
  // a sign-in page of each kind, and what they share
  ['sign-in', /src[\\/]overrides[\\/]sign-in[\\/]/],
  // the generic pages after the first list (an item, its tabs, its forms), and their helpers
  [
    'item-pages',
    /src[\\/]engine[\\/](pages[\\/]((detail|create|edit|single|home|operations|placeholder)-page\.tsx|route-tabs\.tsx|use-close-path\.ts)|related[\\/])/,
  ],
  // the pieces of a form the generic panel and the bespoke forms share (not the panel, which
  // brings the form renderer)
  [
    'form-pieces',
    /src[\\/]engine[\\/](forms[\\/](form-footer|side-modal|leave-confirm)\.tsx|validation[\\/](ip|unique|port-range)\.ts|references[\\/]reference-(picker|choice-field)\.tsx|request[\\/])/,
  ],
  // what a click or an event opens: a toast, a confirmation, a row's menu, the user menu
  [
    'popovers',
    /src[\\/]engine[\\/](shell[\\/](toast-stack|confirm-dialog|user-menu-popover)\.tsx|actions[\\/](action-menu-popover\.tsx|use-list-checks\.ts))$/,
  ],
  // the mock's behaviours that load with their first call (those the first page runs are the
  // mock's chunk's): lazy.ts's, and those outside the registry (on-first-call.ts), which apart
  // were three more chunks under a kilobyte
  ['lazy-behaviours', /mock[\\/]behaviours[\\/]/],
  // the contract's rules only forms and the mock's writes run (networks, ports, time windows,
  // block sizes), with the network checks of the forms: apart, six chunks under a kilobyte
  [
    'rules',
    /src[\\/](contract[\\/](network-rules|port-range|timeseries-rules|block-size|hostname)\.ts|engine[\\/]validation[\\/]network\.ts|overrides[\\/]network-checks[\\/])/,
  ],
  // the reading of answers that are files (a download from any menu) and the one tab listing a
  // support bundle's files, which reads them: apart, two chunks of under a kilobyte
  [
    'downloads',
    /src[\\/](engine[\\/]data[\\/]raw-answers\.ts|overrides[\\/]support-bundle-files[\\/])/,
  ],
  // the version comparisons of system update
  ['semver', /node_modules[\\/]semver[\\/]/],
  // the instance list's External IPs cell and the query it shares with the Networking tab
  ['instance-external-ips', /src[\\/]overrides[\\/]instance-external-ips[\\/]external-ips-/],
  // an instance's page and its tabs
  [
    'instance-page',
    /src[\\/]overrides[\\/](instance-(page|settings|storage|networking)[\\/]|instance-metrics[\\/]metrics(-tabs\.tsx|\.css))/,
  ],
]

/** a module of src/generated/validators/forms: a form's checks (by form id), or the shared ones */
const formChecksModule = /generated[\\/]validators[\\/]forms[\\/]([^\\/]+)\.ts$/

/**
 * `form-checks-<area>`: the checks of the forms of one area of the API (the first word of the
 * form id: `vpc` for a VPC's, its subnets', routers' and rules' forms; `instance` for create
 * and settings), which a person opens in one visit; and `form-checks-shared`. A chunk per form
 * was 66 chunks of half a kilobyte, two thirds of it each chunk's own compression and imports
 * (53 kB gzip, against 31 kB by area); the largest area's is under 5 kB.
 */
function formChecksChunk(id: string): string | null {
  const area = formChecksModule.exec(id)?.[1]?.split('-')[0]
  return area === undefined ? null : `${FORM_CHECKS_PREFIX}${area}`
}

function onDemandTogether(id: string): string | null {
  return togetherGroups.find(([, test]) => test.test(id))?.[0] ?? null
}

// Chunks by when they are needed: the shell and the framework first; the page module and the
// mock (in mock mode) next; the form renderer only when a form opens. Library groups also take
// their dependencies (a CommonJS helper split from its users breaks at run time); the framework
// claims its modules first, by priority.
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'framework',
    priority: 40,
    test: inNodeModules(
      'react|react-dom|scheduler|react-router|@tanstack[\\\\/](query-core|react-query)',
    ),
  },
  // what the entry loads stays with the entry: the groups take no dependencies along
  {
    name: firstPageChunk,
    debugName: 'first page',
    priority: 35,
    includeDependenciesRecursively: false,
  },
  { name: 'msw', priority: 20, test: inNodeModules('msw|@mswjs|@bundled-es-modules|@open-draft') },
  { name: 'forms', priority: 10, test: inNodeModules('@rjsf') },
  // (its dependencies are react's, the framework's, or the first page's, which stay there)
  { name: ariaChunk, debugName: 'aria', priority: 8, includeDependenciesRecursively: false },
  // the generated forms' schemas in one chunk, loaded with the first form opened: they share
  // most of their definitions (names, descriptions, address and size types), so together they
  // are a third of their 68 chunks' sum (about 15 against 46 kB)
  {
    name: 'form-schemas',
    priority: 5,
    test: /generated[\\/]forms[\\/][^\\/]+\.json$|src[\\/]form-schemas\.ts$/,
  },
  // a form's compiled checks load when it opens, in its area's chunk (the bench weighs the
  // largest); the definitions the forms share, once, with the first
  {
    name: formChecksChunk,
    debugName: 'form checks',
    priority: 6,
    includeDependenciesRecursively: false,
  },
  {
    name: onDemandTogether,
    debugName: 'on demand, together',
    priority: 4,
    includeDependenciesRecursively: false,
  },
]
