import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { applyStoredTheme } from './engine/shell/theme'
import { installOxqlHelper } from './engine/console-helper/install'
import { setPreviewMode } from './engine/shell/preview'
import { reportCaughtError } from './engine/shell/caught-errors'
import { createApp, type Transport } from './app'
// stylesheets are imported for their effect
import './engine/styles/tokens.css'
import './engine/styles/base.css'

// before the first paint of the app, so a stored theme never flashes the other one
applyStoredTheme()

async function start() {
  // the in-browser mock serves the console unless the build says it talks to a live rack
  let transport: Transport | undefined
  if (import.meta.env.VITE_API_MODE !== 'live') {
    const { startMock } = await import('../mock/browser')
    transport = startMock()
    setPreviewMode(true)
  }
  const App = createApp(transport)
  installOxqlHelper()
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  createRoot(container, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
