/**
 * A style sheet the document adopts, standing in for one of xterm's `<style>` elements: its DOM
 * renderer writes each terminal's colours, font and cell size into two, and its scrollbar the
 * slider's colours into one. The Content-Security-Policy (style-src 'self', no 'unsafe-inline')
 * refuses a `<style>` element whose text it names no hash for; it does not govern the CSSOM, as
 * for React's `style` props. The build puts one of these where xterm creates such an element
 * (scripts/xterm-from-source.ts), with the two things xterm does with it: write its text, and
 * remove it when the terminal is disposed.
 */
export class AdoptedStyle {
  readonly #document: Document
  // none where the browser cannot construct style sheets (Safari before 16.4): the terminal's
  // text is then drawn unstyled, still readable, as a refused <style> element would leave it
  readonly #sheet: CSSStyleSheet | undefined

  constructor(document: Document) {
    this.#document = document
    if (!('adoptedStyleSheets' in document)) return
    // a constructed sheet is adopted only by the document whose window constructed it
    this.#sheet = new (document.defaultView ?? window).CSSStyleSheet()
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, this.#sheet]
  }

  /** xterm sets its whole style text at once, as an element's `textContent` */
  set textContent(css: string) {
    this.#sheet?.replaceSync(css)
  }

  remove(): void {
    if (this.#sheet === undefined) return
    this.#document.adoptedStyleSheets = this.#document.adoptedStyleSheets.filter(
      (sheet) => sheet !== this.#sheet,
    )
  }
}
