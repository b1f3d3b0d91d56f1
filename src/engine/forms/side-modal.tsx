import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { focusFirstField } from './focus-first-field'

interface SideModalProps {
  title: string
  /** asked to close (Escape, a click outside, Cancel); the owner decides */
  onRequestClose: () => void
  children: ReactNode
  footer: ReactNode
}

/**
 * The side-modal panel (32rem, from the right), a dialog labelled by its title; its first field
 * takes focus when it opens.
 */
export function SideModal({ title, onRequestClose, children, footer }: SideModalProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onRequestClose()
      }}
      className="side-modal-overlay"
    >
      <Modal className="side-modal">
        <Dialog className="side-modal-dialog">
          <header className="side-modal-header">
            <Heading slot="title">{title}</Heading>
          </header>
          <div className="side-modal-body" ref={focusFirstField}>
            {children}
          </div>
          <footer className="side-modal-footer">{footer}</footer>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
