import { createElement } from 'react'
import {
  callOperation,
  invalidateKind,
  ReferenceChoice,
  unwrap,
  type ActionTools,
  type MenuAction,
  type ScopeLookup,
} from '../../engine'
import { defineActions, requireOperation } from '../facade'
import type { Image } from '../../generated/platform/models'

// projects are listed in the silo: no scope to give
const siloScope: ScopeLookup = () => undefined

const isSiloImage = (image: Image) => image.projectId == null

/** Demote asks which project takes the silo image, then moves it there. */
function demote(image: Image, { confirm, toast }: ActionTools): void {
  let project: string | undefined
  confirm({
    title: 'Demote image',
    message: createElement(
      'div',
      { className: 'stack' },
      createElement(
        'p',
        null,
        `Demote ${image.name} to a project? Only that project will be able to use it.`,
      ),
      createElement(ReferenceChoice, {
        id: 'demote-project',
        label: 'Project',
        kind: 'project',
        scope: siloScope,
        onChange: (value?: string) => (project = value),
      }),
    ),
    confirmLabel: 'Demote',
    errorTitle: 'Could not demote image',
    onConfirm: async () => {
      if (!project) throw new Error('Choose the project to demote the image to')
      unwrap(
        await callOperation(requireOperation('image_demote'), {
          path: { image: image.name },
          query: { project },
        }),
      )
      await invalidateKind('image')
      toast.success(`Demoted image ${image.name} to project ${project}`)
    },
  })
}

/**
 * Image menus: promote is for project images only; a silo image is demoted instead, to a
 * project chosen in the confirm. Each stays visible on the other kind of image, disabled.
 */
export const imageActions = defineActions<'image'>((defaults, { row }) => {
  const silo = isSiloImage(row)
  const gated = defaults.map((action) =>
    action.key === 'promote' && silo
      ? { ...action, disabledReason: 'Already a silo image' }
      : action,
  )
  const demoteAction: MenuAction = {
    key: 'demote',
    label: 'Demote to project',
    operation: 'image_demote',
    ...(silo ? {} : { disabledReason: 'Only silo images can be demoted' }),
    perform: { type: 'callback', run: (tools) => demote(row, tools) },
  }
  const at = gated.findIndex((action) => action.key === 'promote')
  return [...gated.slice(0, at + 1), demoteAction, ...gated.slice(at + 1)]
})
