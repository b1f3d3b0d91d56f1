// The manifest's shape as authored (openapi/manifest/README.md). Names are wire names.

export type ColumnEntry =
  | string
  | {
      field: string
      header?: string
      type?: string
      linkTo?: string
      cell?: string
      /** 1 always shows, 3 is the first to hide in a narrow window; default by type */
      priority?: number
    }

export interface FormEntry {
  order?: string[]
  hidden?: string[]
  seed?: Record<string, string>
  /** update forms: the item's properties shown read-only above the fields */
  show?: string[]
  title?: string
  submit?: string
}

export interface ActionEntry {
  name: string
  label?: string
  operation?: string
  states?: string[]
  disabledReason?: string
  danger?: boolean
  confirm?: { title: string; message: string; button: string }
  toast?: string
  /** the saved file's name, `{field}` filled from the item: the operation answers a file */
  download?: string
  form?: FormEntry
  /** body field ← item field (dotted for a nested one): sent from the row, not asked again */
  seed?: Record<string, string>
  /**
   * a field rule (`field` with `set` or `oneOf`), or a list that must be `empty`: of any rows,
   * or (with `where`, a field of its rows) of rows whose `where` is the item's id
   */
  requires?: {
    field?: string
    set?: boolean
    oneOf?: string[]
    empty?: string
    where?: string
    reason: string
  }[]
}

export interface CapabilityEntry {
  states?: string[]
  disabledReason?: string
  operation?: string
  /** field rules on the item, as an action's `requires` (a router takes routes if custom) */
  requires?: ActionEntry['requires']
}

export interface PageEntry {
  list?: { kind: string; operation?: string }
  detail?: string
  /** a kind's update form, for an edit route outside the kind's own `routes` */
  edit?: string
  single?: string
  override?: string
  redirect?: string
  placeholder?: string
}

export interface TabEntry extends PageEntry {
  path: string
  label: string
}

export interface KindRoutesEntry {
  list?: string
  create?: string
  detail?: string
  edit?: string
  index?: string
  /**
   * bespoke pages, by the route they replace (`detail: instance-page`): the route keeps its
   * type and path, only its component is the page `pages` registers under that name
   */
  override?: Partial<Record<'list' | 'create' | 'detail' | 'edit', string>>
  tabs?: TabEntry[]
}

export interface KindEntry {
  /** the platform's numeric limits on items of the kind, by name (`disks: 12`): emitted once */
  limits?: Record<string, number>
  label?: string
  plural?: string
  ops?: Partial<Record<'list' | 'create' | 'view' | 'update' | 'delete', string>>
  extraOps?: string[]
  /**
   * the list's sort parameter (wire name), where inference finds none or picks another; its
   * values must still read as orders (`name_ascending`, `-created`)
   */
  sortParam?: string
  /** other kinds' operations whose answers a change of this kind changes (a pool's utilization) */
  touches?: string[]
  scopeFields?: Record<string, string>
  identity?: string
  /** the field people call an item by when it has no name (a sled's serial) */
  nameField?: string
  columns?: ColumnEntry[]
  properties?: ColumnEntry[]
  forms?: { create?: FormEntry; update?: FormEntry }
  /** the state field and which of its values move, read as good news or trouble, or hold nothing;
   * a list left out is inferred from the values' words */
  states?: {
    field: string
    transitional?: string[]
    success?: string[]
    danger?: string[]
    idle?: string[]
  }
  actions?: ActionEntry[]
  capabilities?: Record<string, CapabilityEntry>
  routes?: KindRoutesEntry
  /** `section` names a nav section of the layout (its heading); default the layout's first */
  nav?: { layout: string; section?: string; label?: string; order?: number }
  docs?: string
  /** wire field → kind it refers to (null: not a reference), where inference needs help */
  references?: Record<string, string | null>
}

export interface RouteEntry extends PageEntry {
  id: string
  path: string
  crumb?: string | { param: string } | null
  title?: string
  layout?: string
  parent?: string
  modal?: boolean
  tab?: string
}

export interface NavEntry {
  layout: string
  heading: string | { param: string }
  items?: { label: string; to: string; activeFor?: string[]; order?: number }[]
}

/** An entry and where it was written. */
export interface Located<T> {
  file: string
  /** entry path inside the file: `kinds.instance`, `routes[2]` */
  at: string
  value: T
}

/** the least role of an operation, where it differs from the defaults */
export interface RoleOverride {
  scope?: string
  role?: string
  /** anyone signed in may call it */
  open?: boolean
}

/** Who may call what (openapi/manifest/roles.yaml). */
export interface RolesEntry {
  /** role names, strongest first */
  ranks: string[]
  /** path prefixes anyone signed in may call: their own things, the session */
  open?: string[]
  /** path prefixes of the fleet's (the system's) operations */
  fleet?: string[]
  /** the query or path parameter naming a project: operations taking it are checked there */
  projectParam?: string
  /** per scope, the least role by verb: `read` (GET, HEAD), `policy` (PUT …/policy), `change` */
  defaults: Record<string, { read: string; change: string; policy: string }>
  /** per operation id */
  operations?: Record<string, RoleOverride>
}

/** What the shell calls for its features (openapi/manifest/shell.yaml; src/contract/shell.ts). */
export interface ShellEntry {
  operations?: Record<string, string>
  identityProviderDocs?: string
}

export interface Manifest {
  kinds: (Located<KindEntry> & { key: string })[]
  routes: Located<RouteEntry>[]
  nav: Located<NavEntry>[]
  /** one file declares the roles */
  roles?: Located<RolesEntry>
  /** one file declares the shell's calls */
  shell?: Located<ShellEntry>
}
