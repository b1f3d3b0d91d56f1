/**
 * The console in front of a real platform, from a developer's machine: `CONSOLE_API=<url> npm
 * run dev` (or `npm run dev -- --api <url>`). Vite serves the console and forwards what the
 * platform answers, so the browser sees one origin, as it does behind the platform: the
 * session cookie, the CSP's `connect-src 'self'` and the serial console's WebSocket all work
 * as deployed (docs/deploy.md).
 */
import type { IncomingMessage } from 'node:http'
import type { ProxyOptions } from 'vite'

/** the platform's origin from CONSOLE_API (scripts/dev.ts sets it from `--api <url>`) */
export function liveApiTarget(env = process.env): string | undefined {
  const value = env.CONSOLE_API
  if (!value) return undefined
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`CONSOLE_API must be an http(s) URL: ${value}`)
  }
  return url.origin
}

/**
 * The console's own pages under /login and /device (sign-in, device code) are page loads;
 * the platform's endpoints there are POSTs, and the SAML hand-off (`…/redirect`) is a page
 * load the platform answers.
 */
function consolePage(request: IncomingMessage): string | undefined {
  const accepts = request.headers.accept ?? ''
  const isPageLoad = request.method === 'GET' && accepts.includes('text/html')
  if (!isPageLoad || request.url?.split('?')[0]?.endsWith('/redirect')) return undefined
  return '/index.html'
}

/** the platform's paths, forwarded with what a platform behind its own origin expects */
export function liveProxy(target: string): Record<string, ProxyOptions> {
  const forward = (extra: ProxyOptions = {}): ProxyOptions => ({
    target,
    // the platform routes by Host and checks Origin on state-changing calls and sockets
    changeOrigin: true,
    headers: { origin: target },
    rewriteWsOrigin: true,
    // its cookies name the platform's domain; the browser must keep them for localhost
    cookieDomainRewrite: { '*': '' },
    // a development rack often has a self-signed certificate
    secure: process.env.CONSOLE_API_INSECURE !== '1',
    ...extra,
  })
  return {
    // the API, and the serial console's WebSocket (/v1/instances/{instance}/serial-console/stream)
    '/v1/': forward({ ws: true }),
    '/experimental/': forward(),
    '/login/': forward({ bypass: consolePage }),
    '/device/': forward({ bypass: consolePage }),
  }
}
