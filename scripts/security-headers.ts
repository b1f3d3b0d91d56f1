/**
 * The HTTP headers the console is served with: `vite preview` (and so `npm start` and the
 * browser tests) sends them, and a real deployment should send the same (README, "Deploying").
 */

/**
 * Inline `<style>` elements are really needed, by the serial console: xterm's DOM renderer
 * writes its theme and cell-size rules into `<style>` elements at run time (their text varies
 * with the terminal and the font's metrics, so no hash can name them, and xterm takes no nonce).
 * react-aria's press handling adds one more, of fixed text. Inline styles cannot run script;
 * script-src stays free of 'unsafe-inline'. Replace with hashes if the terminal stops needing it.
 */
const runtimeStyleElements = "'unsafe-inline'"

export const contentSecurityPolicy = [
  "default-src 'self'",
  // no eval either: the forms' and the mock's validators are compiled by codegen, not in the page
  "script-src 'self'",
  `style-src 'self' ${runtimeStyleElements}`,
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
