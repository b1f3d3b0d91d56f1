/**
 * Images live in a project or, once promoted, in the silo (`project_id` null). The list shows
 * one or the other: the project's images when a project is named, else the silo's.
 */
import { requireKind } from '../context.ts'
import { invalidRequest, notFound } from '../errors.ts'
import { respond } from '../respond.ts'
import { assertUniqueName, scopedRows } from '../store/generic.ts'
import { paginate } from '../store/pagination.ts'
import { isUuid, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { itemOf, selectedItem } from './lookup.ts'

const isSiloImage = (image: { project_id?: unknown }) => image.project_id == null

export const imageBehaviours: Behaviour[] = [
  {
    operationId: 'image_list',
    method: 'get',
    path: '/v1/images',
    handle: (ctx, call) => {
      const kind = requireKind(ctx, 'image')
      const rows = call.query.project
        ? scopedRows(ctx, kind, call)
        : ctx.db.table(kind.name).filter(isSiloImage)
      return respond(call.op, paginate(rows, call.query))
    },
  },
  {
    operationId: 'image_promote',
    method: 'post',
    path: '/v1/images/{image}/promote',
    handle: (ctx, call) => {
      const image = itemOf(ctx, 'image', call)
      if (isSiloImage(image)) throw invalidRequest('image is already a silo image')
      const promoted = { ...image, project_id: null }
      assertUniqueName(ctx, requireKind(ctx, 'image'), promoted)
      Object.assign(image, { project_id: null, time_modified: now() })
      return respond(call.op, image, 202)
    },
  },
  {
    operationId: 'image_demote',
    method: 'post',
    path: '/v1/images/{image}/demote',
    handle: (ctx, call) => {
      // the image is a silo image, so the project names where it goes, not where it is
      const project = selectedItem(ctx, 'project', 'project', call)
      const selector = String(call.params.image)
      const image = ctx.db
        .table('image')
        .find((row) =>
          isUuid(selector) ? row.id === selector : row.name === selector && isSiloImage(row),
        )
      if (!image) throw notFound(`not found: silo image with name "${selector}"`)
      if (!isSiloImage(image)) throw invalidRequest('image is not a silo image')
      assertUniqueName(ctx, requireKind(ctx, 'image'), { ...image, project_id: project.id })
      Object.assign(image, { project_id: project.id, time_modified: now() })
      return respond(call.op, image, 202)
    },
  },
]
