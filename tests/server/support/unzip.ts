import yauzl from 'yauzl';

export interface UnzippedEntry {
  name: string;
  data: Buffer;
  /** The entry's time as the zip stores it (local time fields). */
  modified: Date;
}

/** Every entry of a zip, read by yauzl (an implementation apart from the one that wrote it). */
export function unzipEntries(zip: Buffer): Promise<UnzippedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error('not a zip'));
      const entries: UnzippedEntry[] = [];
      archive.on('error', reject);
      archive.on('end', () => resolve(entries));
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({
              name: entry.fileName,
              data: Buffer.concat(chunks),
              modified: entry.getLastModDate(),
            });
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}
