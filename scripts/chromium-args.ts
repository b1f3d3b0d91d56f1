/**
 * How the browser tests and the bench start Debian's Chromium (Playwright cannot download its
 * own browsers on our machines): headless, without the background work a person's browser does
 * that no test asks for. Chromium's new headless mode is the full browser, so each new window
 * (every test's context) also loads its WebUI address-bar popup: some 280 internal files and
 * about 200 ms of CPU in a renderer of its own, beside the console's on this machine's two
 * cores; the bench's first-row time measured that load more than the console's.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,OmniboxFullWebUI',
]
