/**
 * The resource registry: plain data emitted by `codegen/` into `src/generated/registry.ts`
 * and read by the engine, the overrides and the mock. Nothing here is code; it is the
 * contract between the three. Field paths are engine keys (`key-case.ts`: what the engine sees
 * after the client converts responses); operation parameter and body names stay as on the wire.
 */
import type { RoleTable } from './roles'
import type { WireKeys } from './key-case'
import type { ShellDef } from './shell'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head'

export interface QueryParamRef {
  /** wire name, e.g. `project`, `page_token` */
  name: string
  required: boolean
  /** true when the schema is NameOrId (a selector of a parent or sibling resource) */
  selector?: boolean
}

/** One order a list operation's sort parameter offers: `name_descending` → name, descending. */
export interface SortModeRef {
  /** the parameter's value, as sent */
  value: string
  /** wire name of the item field it orders by */
  field: string
  descending: boolean
}

/**
 * A list operation's sort parameter (the platform's `sort_by`): the server orders every page,
 * so a column it offers is sorted across pages, not within the page shown.
 */
export interface ServerSortRef {
  /** wire name of the query parameter */
  param: string
  modes: SortModeRef[]
}

export interface OperationRef {
  /** operationId in the API document, e.g. `instance_list` */
  id: string
  method: HttpMethod
  /** path template as in the document, e.g. `/v1/instances/{instance}` */
  path: string
  /** wire names of the path parameters, in template order */
  pathParams: string[]
  queryParams: QueryParamRef[]
  /**
   * set on paginated lists: by cursor (`limit` + `page_token` → `items` + `next_page`), the
   * platform's way, or by `offset` + `limit`, the way many other APIs page
   */
  paginated?: {
    /** query params required on the first page (x-dropshot-pagination.required) */
    requiredOnFirstPage: string[]
    /** set on offset paging; `totalField` is the wire name of the count of all rows, if any */
    offset?: { totalField?: string }
  }
  /** set when the list takes a sort parameter whose values name fields and directions */
  sort?: ServerSortRef
  /** set when the operation takes a request body */
  body?: {
    required: boolean
    /** `application/json`, `application/x-www-form-urlencoded`, `application/octet-stream` */
    contentType: string
    /** component schema name of the body, when it is a $ref */
    schemaName?: string
  }
  /** success status (the lowest 2xx/3xx declared) */
  successStatus: number
  /** component schema name of the success body, when it is a $ref */
  responseSchemaName?: string
  /** the response is an array or a `{ items }` page */
  returnsList: boolean
  /**
   * set when the list is the answer itself, an array with no page or envelope around it
   * (`GET /v1/system/networking/bfd-status`): the mock answers in that shape
   */
  bareList?: boolean
  /**
   * set when the list comes wrapped in an object that is not a page: the wire name of its one
   * array property (`vpc_firewall_rules_view` → `rules`, `webhook_secrets_list` → `secrets`)
   */
  listField?: string
  /**
   * set when the answer wraps the one item in an object (`{server: {...}}` from
   * `GET /servers/{id}`): the wire name of the property holding it
   */
  itemField?: string
  /**
   * the document's summary, on the operations page's entries only (the one page showing it):
   * every page loads the registry first
   */
  summary?: string
}

export type ColumnType =
  | 'text'
  | 'name'
  | 'id'
  | 'date'
  | 'bytes'
  | 'number'
  /** a number that names rather than counts (a priority, an ASN), printed as it is */
  | 'code'
  | 'boolean'
  | 'state'
  | 'enum'
  | 'ip'
  | 'json'

export interface ColumnDef {
  /** camelCase path into the row, dotted for nesting: `runState`, `state.state`, `ncpus` */
  field: string
  /** visible column header / property label */
  header: string
  type: ColumnType
  /** the cell links to this route id, filled with the row's params */
  linkTo?: string
  /** the value is the id (or ids) of an item of this kind: shown by its name, linked */
  reference?: string
  /**
   * the name an override's cell is registered by (`<kind>.<cell>`) when the column shows
   * something the cell works out from its field, not the field itself: an IP pool's remaining
   * addresses, asked by its id, must not take over the pool's ID property
   */
  cell?: string
  /**
   * how much the column matters in a narrow window (1024 px): 1 always shows, 3 is the first
   * to hide; left out, the engine ranks it by its type
   */
  priority?: 1 | 2 | 3
}

export interface FormDef {
  /** file stem under `src/generated/forms/`, e.g. `project-create` */
  id: string
  /** the operation this form submits */
  operation: string
  /** side-modal title: "Create project" */
  title: string
  /** submit button: "Create project" */
  submitLabel: string
  /** top-level body fields in display order (wire names); the rest follow */
  order: string[]
  /** body fields never shown (wire names) */
  hidden: string[]
  /**
   * update forms: body fields seeded from an item field of another name (wire names), where
   * the item and the body disagree: an instance shows `boot_disk_id`, its update takes `boot_disk`
   */
  seed?: Record<string, string>
  /**
   * update forms: the item's properties (`properties` fields, as they name them) shown read-only
   * above the fields, as its page shows them: what the form cannot change but the person
   * editing should see (a floating IP's pool and instance, by name and linked)
   */
  show?: string[]
  /**
   * path parameters the form asks for, when the operation names the new item in its path and
   * takes no body (add an instance to a group: `…/members/instance/{instance}`)
   */
  pathInputs?: string[]
}

export interface ConfirmDef {
  title: string
  /** may contain `{name}`: replaced by the resource's name */
  message: string
  /** the confirm button label */
  confirmLabel: string
}

export interface ActionDef {
  /** `start`, `stop`, `reboot`, `delete`, `attach`… */
  name: string
  /** menu label: "Start" */
  label: string
  /** operation id the action calls */
  operation: string
  /** states in which the action is allowed (values of the kind's state field); absent = always */
  allowedStates?: string[]
  /** reason shown when disabled by state; `{states}` reads "stopped or failed" */
  disabledReason?: string
  /** destructive styling */
  danger?: boolean
  confirm?: ConfirmDef
  /** success toast, may contain `{name}` */
  successToast?: string
  /** for actions that need input (attach disk…): a form id under src/generated/forms */
  form?: string
  /**
   * the item's field (camelCase) sent whole as the body, where it is exactly what the call
   * takes: removing an IP range sends the row's `range`; no form asks for it
   */
  bodyField?: string
  /**
   * body fields (wire names) read from the item (camelCase paths, dotted into nested fields):
   * stopping a BFD session sends the row's `peer` as `remote`. Without a `form` they are the
   * whole body and the action asks nothing beyond its confirm; with one, they fill it in
   */
  seed?: Record<string, string>
  /** what the item must hold besides its state: detach only what is attached */
  requires?: ItemCondition[]
  /**
   * set when the operation answers a file rather than JSON (a support bundle's zip): the
   * engine saves its bytes under this name, each `{field}` (a camelCase path) filled from the
   * item: `support-bundle-{id}.zip`
   */
  download?: string
}

/** A rule an action's item must meet: read from its fields, or from one of its lists. */
export type ItemCondition = FieldCondition | EmptyListCondition

/**
 * A rule read from one of the item's fields: a floating IP is detached only when it has an
 * instance; a router is deleted only when it is no system router.
 */
export interface FieldCondition {
  /** camelCase path of the field */
  field: string
  /** the field must be set (true) or empty (false) */
  set?: boolean
  /** the field must hold one of these values */
  oneOf?: string[]
  /** shown beside the disabled action */
  reason: string
}

/**
 * A rule read from one of the item's lists, which must list nothing: an IP pool with ranges
 * cannot be deleted. The list is asked for when the item's menu opens (one request for the
 * item at hand, none per row; an item page showing that list answers from its data).
 */
export interface EmptyListCondition {
  /** the list operation, called with the item's route params (`ip_pool_range_list`) */
  empty: string
  /**
   * when set, only the rows whose field of this name (camelCase) holds the item's id count:
   * an image cannot be deleted while `disk_list` has a row whose `imageId` is the image
   */
  where?: string
  /** shown beside the disabled action */
  reason: string
}

/**
 * Something a kind's items can do only in some states, though it is no action of the kind's
 * own menu: resize an instance, attach a disk to it, open its serial console. Overrides gate
 * their controls by it and the mock refuses the same calls.
 */
export interface Capability {
  /** states in which it is allowed (values of the kind's state field); none: any state */
  allowedStates?: string[]
  /** the reason shown when the state forbids it; `{states}` reads "stopped or failed" */
  disabledReason?: string
  /** the operation the platform refuses in the other states, when one operation carries it */
  operation?: string
  /**
   * what the item must hold besides its state, as an action's rules: only a custom router
   * takes new routes. Field rules only: a capability is checked where no list is at hand.
   */
  requires?: FieldCondition[]
}

export interface StateTable {
  /** camelCase path of the state value: `runState`, `state.state` */
  field: string
  /** every state value (checked against the document's enum at build time) */
  values: string[]
  /** states that are moving: lists poll while a visible row is in one; their badges read as news */
  transitional: string[]
  /** settled states that read as good news (a green badge): `running`, `attached` */
  success: string[]
  /** states that read as trouble (a red badge): `failed`, `faulted` */
  danger: string[]
  /** states in which an item holds none of the silo's resources (utilization leaves it out) */
  idle: string[]
}

export interface KindDef {
  /** manifest key, e.g. `instance`, `vpcSubnet` */
  name: string
  /** lowercase display words: "instance" / "instances" */
  singular: string
  plural: string
  /** title-case display words: "Instance" / "Instances" */
  title: string
  titlePlural: string
  /** wire name of the item path parameter, e.g. `instance`, `sled_id` */
  key?: string
  /** camelCase field that identifies an item in links: `name` when it has one, else `id` */
  identityField: string
  /** camelCase field shown as the item's name in confirms and toasts */
  labelField: string
  ops: Partial<Record<'list' | 'create' | 'view' | 'update' | 'delete', OperationRef>>
  /** every other operation of the kind (actions, sub-lists), by operation id */
  extraOps: Record<string, OperationRef>
  /** operations of other kinds whose answers change when an item of this kind does (ids) */
  touches?: string[]
  columns: ColumnDef[]
  /** detail page properties */
  properties: ColumnDef[]
  forms: Partial<Record<'create' | 'update', FormDef>>
  actions: ActionDef[]
  states?: StateTable
  /** state-gated abilities beyond the menu actions, by name (`resize`, `attachDisk`) */
  capabilities?: Record<string, Capability>
  /** for the mock: wire field on the item that holds each scope's id, e.g. `{ project: 'project_id' }` */
  scopeFields: Record<string, string>
  /** docs link for the "Learn about" popover */
  docs?: string
  /** the kind has no list and is one object (auth settings, quotas, allow list…) */
  singleton?: boolean
  /**
   * references the manifest declares: wire field name → the kind it names, or null where a
   * field that looks like one is not (the rest are inferred from names and schemas)
   */
  references?: Record<string, string | null>
}

export type RouteCrumb =
  | { label: string }
  /** the crumb is the value of this route param */
  | { param: string }

/** `override` on a kind's page: the bespoke page the manifest names in its place; the type stays */
export type PageDef =
  | { type: 'list'; kind: string; operation?: string; override?: string }
  | { type: 'detail'; kind: string; override?: string }
  | { type: 'create'; kind: string; override?: string }
  | { type: 'edit'; kind: string; override?: string }
  | { type: 'single'; kind: string; override?: string }
  | { type: 'redirect'; to: string }
  | { type: 'override'; override: string; kind?: string }
  | { type: 'placeholder'; title: string }
  /** the start page of a console with no manifest: what the API offers, by kind */
  | { type: 'home' }
  /** operations no kind's page or action calls, listed so nothing in the API goes unseen */
  | { type: 'operations'; operations: OperationRef[] }

export type Layout = 'project' | 'silo' | 'system' | 'settings' | 'public'

export interface RouteDef {
  /** unique id, e.g. `instance.list`, `instance.tab.storage` */
  id: string
  /** absolute react-router path with `:param`s, e.g. `/projects/:project/instances` */
  path: string
  /** the route this one renders inside (side modals over their list, tabs inside their detail page) */
  parent?: string
  page: PageDef
  layout: Layout
  /** breadcrumb; null = the route adds no crumb (redirects, index routes) */
  crumb: RouteCrumb | null
  /** heading shown on the page */
  title?: string
  /** a tab of its parent's detail page: the tab label */
  tab?: string
  /** the side modal renders over its parent */
  modal?: boolean
}

export interface NavItem {
  label: string
  /** route path, may contain params of the layout (`:project`) */
  to: string
  /** route ids (besides `to`) under which the item is active */
  activeFor?: string[]
}

export interface NavSection {
  layout: Layout
  /** heading above the items: a static label or a route param (`{ param: 'project' }`) */
  heading: RouteCrumb
  items: NavItem[]
}

export interface Registry {
  /** info.version of the document: sent as the `api-version` header */
  apiVersion: string
  kinds: Record<string, KindDef>
  routes: RouteDef[]
  nav: NavSection[]
  /** what the shell calls for each feature (`shell.ts`; absent: none), and their refs by id */
  shell?: ShellDef
  shellOperations: Record<string, OperationRef>
  /**
   * engine keys whose wire key is not the key rule's default way back (`{ Id: 'Id' }` for a
   * PascalCase document; see `key-case.ts`); absent when there are none
   */
  wireKeys?: WireKeys
  /**
   * who may call what: the manifest's `roles` (openapi/manifest/roles.yaml). A registry
   * without one (another document, no manifest) gates nothing: the API decides alone.
   */
  roles?: RoleTable
}
