import { CopyButton } from '../../engine'

/** One shell command to copy, shown as typed. */
export function CommandLine({ command }: { command: string }) {
  return (
    <li className="row command-line">
      <code className="mono">{command}</code>
      <CopyButton text={command} label={`Copy ${command}`} />
    </li>
  )
}
