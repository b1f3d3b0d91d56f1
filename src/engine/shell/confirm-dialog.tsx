/** The open confirm dialog (loaded with the first confirm, see ./confirm.tsx). */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { lazy, Suspense, useState } from 'react'
import type { ConfirmOptions } from './confirm-types'
import { Spinner, useMinDuration } from './spinner'
import { useToast } from './toast'

// loads with the first dialog that shows a request, not with the confirm
const RequestDisclosure = lazy(async () => ({
  default: (await import('../request/request-disclosure')).RequestDisclosure,
}))

export default function ConfirmDialog({
  request,
  onClose,
}: {
  request: ConfirmOptions
  onClose: () => void
}) {
  const toast = useToast()
  const [running, setRunning] = useState(false)
  const showSpinner = useMinDuration(running)

  async function run() {
    setRunning(true)
    try {
      await request.onConfirm()
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      toast.error(request.errorTitle ?? request.title, message)
    }
    onClose()
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable={!running}
      onOpenChange={(open) => !open && !running && onClose()}
      className="modal-overlay"
    >
      <Modal className="modal modal-narrow">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">
            {request.title}
          </Heading>
          <div className="dialog-body">
            {request.message}
            {request.request && (
              <Suspense fallback={null}>
                <RequestDisclosure request={request.request} />
              </Suspense>
            )}
          </div>
          <div className="dialog-footer">
            <Button className="btn btn-ghost" onPress={onClose} isDisabled={running}>
              {request.dismissLabel ?? 'Cancel'}
            </Button>
            <Button
              className={request.danger ? 'btn btn-danger' : 'btn btn-primary'}
              onPress={() => void run()}
              isPending={running || showSpinner}
            >
              {running || showSpinner ? <Spinner /> : null}
              {request.confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
