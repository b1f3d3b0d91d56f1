import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { isPreviewMode } from './preview'

/**
 * spec §1: shown only when the in-browser mock serves the console. A named region, so the
 * notice sits in a landmark like everything else on the page.
 */
export function PreviewBanner() {
  if (!isPreviewMode()) return null
  return (
    <section className="preview-banner" aria-label="Technical preview">
      <span>This is a technical preview: the console runs against an in-browser mock API.</span>
      <DialogTrigger>
        <Button className="btn-link">Learn more</Button>
        <ModalOverlay isDismissable className="modal-overlay">
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
                      browser. Resources you create persist while you move around the console, but
                      only you can see them, and they vanish when you reload the page.
                    </p>
                    <p>
                      The mock follows the public API document but is not fully representative of a
                      real rack.
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
      </DialogTrigger>
    </section>
  )
}
