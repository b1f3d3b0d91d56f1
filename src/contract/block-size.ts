// The platform's rule on data written into a disk: whole blocks only. One declaration, read by
// the image upload form (a file that is not whole blocks is refused before any call) and by the
// mock (a bulk write of part of a block is its 400), so the two can never disagree.

/** whether `bytes` is a whole number of `blockSize`-byte blocks */
export function isWholeBlocks(bytes: number, blockSize: number): boolean {
  return blockSize > 0 && bytes % blockSize === 0
}
