import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { queryClient } from './engine/data/query'
import { buildRoutes } from './engine/routing/build-routes'
import { registry } from './generated/registry'

export function App() {
  // one router for the page's lifetime; the registry is fixed at build time
  const [router] = useState(() => createBrowserRouter(buildRoutes(registry)))
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
