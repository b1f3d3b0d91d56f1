import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

/** Asked before a dirty form is dismissed. */
export function LeaveConfirm({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onStay()
      }}
      className="side-modal-overlay"
    >
      <Modal className="leave-confirm">
        <Dialog role="alertdialog">
          <Heading slot="title">Confirm navigation</Heading>
          <p>Are you sure you want to leave this form? Your changes will be lost.</p>
          <div className="form-footer-actions">
            <Button className="btn btn-ghost" onPress={onStay}>
              Keep editing
            </Button>
            <Button className="btn btn-danger" onPress={onLeave}>
              Leave form
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
