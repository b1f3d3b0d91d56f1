import { CommandLine } from './command-line'
import { PLATFORM_CLI as CLI } from './platform-cli'

/**
 * The command-line equivalents of this page, for the operator who scripts: the instance's
 * serial console, its state, and starting and stopping it. Names, not ids, as typed by hand.
 */
export function CliCommands({ project, instance }: { project: string; instance: string }) {
  const selector = `--project ${project} --instance ${instance}`
  const commands = [
    `${CLI} instance serial console ${selector}`,
    `${CLI} instance view ${selector}`,
    `${CLI} instance start ${selector}`,
    `${CLI} instance stop ${selector}`,
  ]
  return (
    <ul className="stack">
      {commands.map((command) => (
        <CommandLine key={command} command={command} />
      ))}
    </ul>
  )
}
