// Which file each part of a merged document came from, so a problem found in the merged
// document (by JSON pointer) can be reported against the file a person edits.

export class Origins {
  private readonly byPrefix = new Map<string, string>()

  constructor(private readonly rootFile: string) {}

  /** records that everything under `pointer` came from `file` */
  set(pointer: string, file: string): void {
    this.byPrefix.set(pointer, file)
  }

  get(pointer: string): string | undefined {
    return this.byPrefix.get(pointer)
  }

  /** the file holding `pointer`: the longest recorded prefix, else the root file */
  fileOf(pointer: string): string {
    let best = ''
    let file = this.rootFile
    for (const [prefix, owner] of this.byPrefix) {
      const covers = pointer === prefix || pointer.startsWith(prefix + '/')
      if (covers && prefix.length > best.length) {
        best = prefix
        file = owner
      }
    }
    return file
  }
}
