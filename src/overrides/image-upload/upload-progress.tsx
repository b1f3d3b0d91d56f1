import { formatBytes } from '../../engine'
import { useId } from 'react'
import { steps, type Progress } from './upload-flow'

/** the flow's steps, the current one marked, and the upload's own progress bar */
export function UploadProgress({ progress }: { progress: Progress }) {
  const id = useId()
  const current = steps.findIndex((step) => step.id === progress.step)
  const percent =
    progress.bytesTotal === 0 ? 0 : Math.floor((progress.bytesDone / progress.bytesTotal) * 100)
  return (
    <div className="stack">
      <ol className="upload-steps">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'pending'
          return (
            <li
              key={step.id}
              className={`upload-step upload-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="upload-step-mark" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              {step.label}
              {state === 'done' && <span className="visually-hidden"> (done)</span>}
            </li>
          )
        })}
      </ol>
      <div className="upload-bar">
        <progress
          className="bar"
          max={100}
          value={percent}
          aria-label="Upload progress"
          aria-valuetext={`${percent}%`}
          aria-describedby={`${id}-bytes`}
        />
        <span className="upload-bytes" id={`${id}-bytes`}>
          {formatBytes(progress.bytesDone)} of {formatBytes(progress.bytesTotal)} ({percent}%)
        </span>
      </div>
    </div>
  )
}
