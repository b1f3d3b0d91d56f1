/**
 * The image name, checked with the platform before any data moves: an upload of gigabytes that
 * is refused at its last step (the image create) for a name already taken wastes every byte.
 */
import { callOperation } from '../../engine'
import { requireOperation } from '../facade'

/** the platform's words for a name clash on image create (spec: ObjectAlreadyExists) */
export const NAME_TAKEN = 'Image name already exists'

/**
 * Whether the project already has an image of this name: its view answers (taken) or is a 404
 * (free). Any other answer is an error the caller shows; the upload does not start.
 */
export async function imageNameTaken(project: string, name: string): Promise<boolean> {
  const result = await callOperation(requireOperation('image_view'), {
    path: { image: name },
    query: { project },
  })
  if (result.type === 'success') return true
  if (result.type === 'error' && result.statusCode === 404) return false
  throw new Error(result.error.message)
}
