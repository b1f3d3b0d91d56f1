import { Link } from 'react-router'
import {
  itemLabel,
  ReferenceName,
  routePath,
  type RouteParams,
  type ScopeLookup,
} from '../../engine'
import { routeById, useKindIndex } from '../facade'

/** The silo's images are the image list asked without a project. */
const SILO: ScopeLookup = () => undefined

/**
 * The image a disk came from, by name: a project image links to its project page, a silo
 * image (most boot images) to the silo's. Each list is read once per page, whatever the rows.
 */
export function ImageSource({
  id,
  scope,
  params,
}: {
  id: string
  scope: ScopeLookup
  params: RouteParams
}) {
  const ofProject = useKindIndex('image', scope)
  const ofSilo = useKindIndex('image', SILO)
  const siloImage = ofProject.byId.has(id) ? undefined : ofSilo.byId.get(id)
  if (!siloImage) {
    // the project's image, or an id no list holds (shown short, to copy)
    return <ReferenceName kind="image" value={id} scope={scope} params={params} label="Image" />
  }
  const name = itemLabel(ofSilo.kind, siloImage)
  const to = routePath(routeById('image.silo.detail'), { image: name })
  return to ? <Link to={to}>{name}</Link> : <>{name}</>
}
