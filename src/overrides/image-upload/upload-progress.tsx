import { formatBytes } from '../../engine'
import { ProgressBar } from 'react-aria-components'
import { steps, type Progress } from './upload-flow'

/** the flow's steps, the current one marked, and the upload's own progress bar */
export function UploadProgress({ progress }: { progress: Progress }) {
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
      <ProgressBar
        className="upload-bar"
        aria-label="Upload progress"
        value={percent}
        valueLabel={`${percent}%`}
      >
        {({ percentage = 0 }) => (
          <>
            <span className="upload-track">
              <span className="upload-fill" style={{ width: `${percentage}%` }} />
            </span>
            <span className="upload-bytes">
              {formatBytes(progress.bytesDone)} of {formatBytes(progress.bytesTotal)} ({percent}%)
            </span>
          </>
        )}
      </ProgressBar>
    </div>
  )
}
