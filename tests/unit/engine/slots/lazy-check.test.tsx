import { act, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyCheck } from '../../../../src/engine/slots/lazy-check'

describe('a field check that loads with the first form running it', () => {
  it('holds the form until its module is in, then runs as the hook it loaded, loading it once', async () => {
    // the loaded check is a hook: it keeps state of its own, as the network checks read lists
    const useWordCheck = () => {
      const [word] = useState('taken')
      return (data: Record<string, unknown>) => (data.name === word ? 'Name taken' : undefined)
    }
    let arrive = (_check: typeof useWordCheck) => {}
    const load = vi.fn(() => new Promise<typeof useWordCheck>((resolve) => (arrive = resolve)))
    const useCheck = lazyCheck(load)
    function Form({ name }: { name: string }) {
      const check = useCheck()
      return <p>{check({ name }) ?? 'Fine'}</p>
    }
    const form = (name: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <Form name={name} />
      </Suspense>
    )
    const { rerender } = await act(async () => render(form('taken')))
    expect(screen.getByText('Loading')).toBeInTheDocument()
    await act(async () => arrive(useWordCheck))
    expect(await screen.findByText('Name taken')).toBeInTheDocument()
    rerender(form('free'))
    expect(screen.getByText('Fine')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
