/** set once at start-up when the in-browser mock serves the console */
let previewMode = false

export function setPreviewMode(on: boolean): void {
  previewMode = on
}

export function isPreviewMode(): boolean {
  return previewMode
}
