import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components'
import { currentRegistry } from '../console/parts'
import type { PlannedRequest } from '../data/planned-request'
import { describeRequest } from '../data/request-shape'
import { CopyButton } from '../pages/copy-button'
import { curlCommand, TOKEN_PLACEHOLDER } from './curl'
import './request.css'

/**
 * "Show request": the exact HTTP call a form or action will make, as it stands now (method,
 * path with query, body as sent), as a `curl` command with a `$TOKEN` placeholder and a copy
 * button, so a person who clicked through once can script it next time.
 */
export function RequestDisclosure({ request }: { request: PlannedRequest }) {
  const described = describeRequest(request.op, request.args, TOKEN_PLACEHOLDER, currentRegistry())
  const command = curlCommand(described, window.location.origin)
  return (
    <Disclosure className="request-disclosure">
      {({ isExpanded }) => (
        <>
          <Heading level={3} className="request-disclosure-heading">
            <Button slot="trigger" className="btn-link request-disclosure-trigger">
              {isExpanded ? 'Hide request' : 'Show request'}
            </Button>
          </Heading>
          <DisclosurePanel className="request-disclosure-panel">
            <div className="request-line">
              <code>
                {described.method} {described.url}
              </code>
              <CopyButton text={command} label="Copy curl command" />
            </div>
            {/* scrolls when long, so it takes focus for keyboard scrolling */}
            <pre className="request-curl" tabIndex={0} role="region" aria-label="curl command">
              <code>{command}</code>
            </pre>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  )
}
