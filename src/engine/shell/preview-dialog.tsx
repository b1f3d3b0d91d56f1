/** "About this preview" (loaded when asked for, see ./preview-banner.tsx). */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

export default function PreviewDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="modal-overlay"
    >
      <Modal className="modal modal-medium">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="dialog-title">
                About this preview
              </Heading>
              <div className="dialog-body">
                <p>
                  Everything you see is served by a mock of the platform API running in your
                  browser. Resources you create persist while you move around the console, but only
                  you can see them, and they vanish when you reload the page.
                </p>
                <p>
                  The mock follows the public API document but is not fully representative of a real
                  rack.
                </p>
              </div>
              <div className="dialog-footer">
                <Button className="btn btn-primary" onPress={close}>
                  Close
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
