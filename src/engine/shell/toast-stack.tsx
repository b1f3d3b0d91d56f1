/** The toast region (loaded with the first toast, see ./toast.tsx). */
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import type { ToastContentData } from './toast-types'

export default function ToastStack({ queue }: { queue: ToastQueue<ToastContentData> }) {
  return (
    <ToastRegion queue={queue} className="toast-region">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast-${toast.content.variant}`}>
          <ToastContent className="toast-content">
            {toast.content.title && (
              <Text slot="title" className="toast-title">
                {toast.content.title}
              </Text>
            )}
            <Text slot="description" className="toast-message">
              {toast.content.message}
            </Text>
          </ToastContent>
          <Button slot="close" className="toast-close" aria-label="Dismiss">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  )
}
