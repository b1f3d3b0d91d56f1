/**
 * The one confirm dialog. Pages ask for it with useConfirm(); it runs `onConfirm`, shows a
 * spinner meanwhile, and on failure closes and reports the (already mapped) error in a toast.
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { createContext, lazy, Suspense, useCallback, useContext, useState } from 'react'
import type { ReactNode } from 'react'
import type { PlannedRequest } from '../data/planned-request'
import { Spinner, useMinDuration } from './spinner'
import { useToast } from './toast'

export interface ConfirmOptions {
  title: string
  message: ReactNode
  confirmLabel: string
  danger?: boolean
  /** title of the error toast when onConfirm fails; defaults to the dialog title */
  errorTitle?: string
  /** throws an Error whose message is ready to show */
  onConfirm: () => Promise<void>
  /** the call confirming makes, offered as "Show request" */
  request?: PlannedRequest
}

// loads with the first dialog that shows a request, not with the shell
const RequestDisclosure = lazy(async () => ({
  default: (await import('../request/request-disclosure')).RequestDisclosure,
}))

export type Confirm = (opts: ConfirmOptions) => void

const ConfirmContext = createContext<Confirm | null>(null)

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it')
  return confirm
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmOptions | null>(null)
  const confirm = useCallback<Confirm>((opts) => setRequest(opts), [])
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request && <ConfirmDialog request={request} onClose={() => setRequest(null)} />}
    </ConfirmContext.Provider>
  )
}

function ConfirmDialog({ request, onClose }: { request: ConfirmOptions; onClose: () => void }) {
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
              Cancel
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
