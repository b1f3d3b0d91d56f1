/**
 * The HTTP headers the console is served with: `vite preview` (and so `npm start` and the
 * browser tests) sends them, and a real deployment should send the same (README, "Deploying").
 */

/**
 * The only inline `<style>` elements the console lets in, each named by the hash of its fixed
 * text (no 'unsafe-inline'; React's `style` props go through the CSSOM, which style-src does
 * not govern): react-aria adds one for pressable elements and, on iOS, one while a modal blocks
 * scrolling. The serial console's terminal writes its styles through the CSSOM too (xterm is
 * built so, tooling/vite/xterm-from-source.ts). A changed text (a library upgrade) shows up as a
 * violation in the browser tests.
 */
const styleElementHashes = [
  // react-aria's usePress: `[data-react-aria-pressable] { touch-action: pan-x pan-y pinch-zoom }`
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  // react-aria's usePreventScroll on iOS: `* { overscroll-behavior: contain }`
  "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
]

export const contentSecurityPolicy = [
  "default-src 'self'",
  // no eval either: the forms and the mock check schemas with an interpreter, which compiles nothing
  "script-src 'self'",
  `style-src 'self' ${styleElementHashes.join(' ')}`,
  // the stylesheets' small SVG icons (copy, chevrons) are data: URLs
  "img-src 'self' data:",
  // the serial console streams over a WebSocket to the console's own host
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // for browsers that predate frame-ancestors
  'X-Frame-Options': 'DENY',
}
