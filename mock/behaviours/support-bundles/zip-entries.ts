/**
 * The files inside a zip, read from its central directory: what a support bundle's index
 * lists and what downloading one of its files answers. Only what the fixture needs: one
 * archive with no zip64 and no comment, entries stored or deflated (inflated with the
 * platform's own DecompressionStream, in the page as in Node).
 */

export interface ZipEntry {
  /** the path inside the archive: `sled-3/dmesg.log` */
  name: string
  /** bytes once inflated: what a download of the file answers, and its HEAD's Content-Length */
  size: number
  method: number
  /** where the entry's compressed bytes start, and how many there are */
  dataStart: number
  compressedSize: number
}

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const STORED = 0
const DEFLATED = 8

/** the archive's entries, in the order it lists them */
export function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  // no archive comment: the end record is the last 22 bytes
  const end = zip.byteLength - 22
  if (end < 0 || view.getUint32(end, true) !== END_OF_DIRECTORY) throw new Error('not a zip')
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const names = new TextDecoder()
  const entries: ZipEntry[] = []
  for (let n = 0; n < count; n++) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error('broken zip directory')
    const nameLength = view.getUint16(at + 28, true)
    const local = view.getUint32(at + 42, true)
    if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error('broken zip entry')
    entries.push({
      name: names.decode(zip.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      // the local header repeats the name and has an extra field of its own length
      dataStart: local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true),
    })
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return entries
}

/** one entry's bytes, inflated */
export async function entryBytes(zip: Uint8Array, entry: ZipEntry): Promise<Uint8Array> {
  const packed = zip.slice(entry.dataStart, entry.dataStart + entry.compressedSize)
  if (entry.method === STORED) return packed
  if (entry.method !== DEFLATED) throw new Error(`zip method ${entry.method} is not read here`)
  const inflated = new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(inflated).arrayBuffer())
}
