import type { DownloadBody } from '../api/api-client';

/** The body grew past the limit; reading stopped there. */
export class MediaTooLarge extends Error {
  override readonly name = 'MediaTooLarge';
}

/** Reads a whole (small) file answer into memory, refusing one larger than `maxBytes`. */
export async function readAllBytes(body: DownloadBody, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    // Leaving the loop early cancels the rest of the download.
    if (total > maxBytes) throw new MediaTooLarge(`more than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
