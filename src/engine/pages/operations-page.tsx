import type { PageProps } from '../slots/types'

/**
 * The operations no page or action of the console calls (a report, a bulk import, a stream),
 * named with their method, path and summary so the API's whole surface stays visible.
 */
export function OperationsPage({ route }: PageProps) {
  const operations = route.page.type === 'operations' ? route.page.operations : []
  return (
    <section className="operations-page">
      <header className="page-header">
        <h1>{route.title ?? 'Other operations'}</h1>
      </header>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Operation</th>
            <th scope="col">Request</th>
            <th scope="col">Summary</th>
          </tr>
        </thead>
        <tbody>
          {operations.map((op) => (
            <tr key={op.id}>
              <td>{op.id}</td>
              <td>
                <code>
                  {op.method.toUpperCase()} {op.path}
                </code>
              </td>
              <td>{op.summary ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
