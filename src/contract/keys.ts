/**
 * The names a console's overrides may bind to. Codegen emits one `ConsoleKeys` per document
 * into its `keys.ts` (ours: `src/generated/platform/keys.ts`), narrowing each string to the union of the names that document's
 * registry holds, so a misspelled override key fails type-checking.
 */
export interface ConsoleKeys {
  /** kind names: `instance`, `vpcSubnet` */
  kind: string
  /** route ids: `instance.list`, `instance.tab.storage` */
  route: string
  /** the names routes give their override pages: `serial-console` */
  page: string
  /** `<kind>.<camelCase field>` of every column and property: `instance.runState` */
  cell: string
  /** `<form id>.<wire field>` of every top-level form field: `instance-create.boot_disk` */
  field: string
  /** operation ids `findOperation` answers for: `instance_view`, `current_user_view` */
  operation: string
}
