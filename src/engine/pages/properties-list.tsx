import type { ColumnDef, KindDef } from '../../contract'
import { CellValue } from './cells'
import type { RouteParams } from './route-path'

/** An item's properties as a description list, values rendered like table cells. */
export function PropertiesList({
  kind,
  item,
  params,
  properties = kind.properties,
}: {
  kind: KindDef
  item: unknown
  params: RouteParams
  properties?: ColumnDef[]
}) {
  return (
    <dl className="properties">
      {properties.map((property) => (
        <div key={property.field} className="property">
          <dt>{property.header}</dt>
          <dd>
            <CellValue kind={kind} column={property} row={item} params={params} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
