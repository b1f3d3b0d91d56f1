import { routePath } from '../../engine'
import { defineActions, routeById } from '../facade'

/** A snapshot's menu leads to the image form made from it (spec §2 `snapshots/{snapshot}/images-new`). */
export const snapshotActions = defineActions<'snapshot'>((defaults, { row, params }) => {
  const to = routePath(routeById('image.fromSnapshot'), { ...params, snapshot: row.name })
  if (!to) return defaults
  return [
    {
      key: 'create-image',
      label: 'Create image',
      operation: 'image_create',
      ...(row.state === 'ready'
        ? {}
        : { disabledReason: 'Only ready snapshots can become images' }),
      perform: { type: 'link', to },
    },
    ...defaults,
  ]
})
