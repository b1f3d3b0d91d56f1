import {
  callOperation,
  invalidateKind,
  unwrap,
  FormFooterErrors,
  SideModal,
  closePath,
  useConfirm,
  useToast,
  type PageProps,
} from '../../engine'
import { answerOf, kindByName, requireOperation } from '../facade'
import { useEffect, useRef, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { UploadForm, type UploadFields } from './upload-form'
import { UploadCancelled, uploadImage, type Call, type Progress } from './upload-flow'
import { UploadProgress } from './upload-progress'
import { imageNameTaken, NAME_TAKEN } from './name-check'
import './image-upload.css'

const call: Call = async (operationId, args) =>
  answerOf(operationId, unwrap(await callOperation(requireOperation(operationId), args)))

/**
 * "Upload image" over the project's images: the image's fields and a local file, then the
 * bulk-write import with its steps and a progress bar. Cancel stops the upload and removes the
 * temporary disk; an error shows in the footer, with the fields kept for another try.
 */
export function ImageUploadPage({ route }: PageProps) {
  const params = useParams()
  const navigate = useNavigate()
  const toast = useToast()
  const confirm = useConfirm()
  const [nameError, setNameError] = useState<string | undefined>()
  const [checking, setChecking] = useState(false)
  const [progress, setProgress] = useState<Progress | undefined>()
  const [error, setError] = useState<string | undefined>()
  const abort = useRef<AbortController | undefined>(undefined)
  const back = closePath(route, kindByName('image'), params)
  const formId = 'image-upload-form'
  const running = progress !== undefined

  // leaving the page mid-upload cancels it, which cleans up
  useEffect(() => () => abort.current?.abort(), [])

  async function start(fields: UploadFields) {
    const project = params.project ?? ''
    setError(undefined)
    setChecking(true)
    try {
      if (await imageNameTaken(project, fields.name)) {
        setNameError(NAME_TAKEN)
        return
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      return
    } finally {
      setChecking(false)
    }
    const controller = new AbortController()
    abort.current = controller
    try {
      await uploadImage({ ...fields, project }, call, setProgress, controller.signal)
      await invalidateKind('image')
      toast.success(`Image ${fields.name} uploaded`)
      void navigate(back)
    } catch (e) {
      setProgress(undefined)
      if (e instanceof UploadCancelled) toast.success('Upload cancelled')
      else setError(e instanceof Error ? e.message : String(e))
    }
  }

  // an upload in progress is work a stray click would throw away: cancelling it asks first
  const close = () => {
    if (!running) return void navigate(back)
    confirm({
      title: 'Cancel upload',
      message: (
        <p>Are you sure you want to cancel this upload? The data sent so far is discarded.</p>
      ),
      confirmLabel: 'Cancel upload',
      dismissLabel: 'Keep uploading',
      danger: true,
      onConfirm: async () => {
        abort.current?.abort()
      },
    })
  }

  return (
    <SideModal
      title="Upload image"
      onRequestClose={close}
      footer={
        <>
          <FormFooterErrors errors={error ? [error] : []} />
          <div className="form-footer-actions">
            {error && <span className="badge badge-danger form-footer-status">Error</span>}
            <button type="button" className="btn btn-ghost" onClick={close}>
              {running ? 'Cancel upload' : 'Cancel'}
            </button>
            <button
              type="submit"
              form={formId}
              className="btn btn-primary"
              disabled={running || checking}
            >
              Upload image
            </button>
          </div>
        </>
      }
    >
      <div hidden={running}>
        <UploadForm
          formId={formId}
          onSubmit={(fields) => void start(fields)}
          nameError={nameError}
          onNameChange={() => setNameError(undefined)}
        />
      </div>
      {progress && <UploadProgress progress={progress} />}
    </SideModal>
  )
}
