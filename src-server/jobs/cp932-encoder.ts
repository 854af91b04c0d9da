import { Worker } from 'node:worker_threads';
import { checkedCp932, CP932_EXPORT, jisFormCodes } from './cp932-output';

interface Pending {
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

/**
 * CP932 encoding on a worker thread, so that an export formats its next page while the
 * thread encodes this one: the encoding is the largest part of an export's own work. The
 * bytes are checked as toCp932 checks them (an unmappable character is an error).
 */
export class Cp932Encoder {
  private readonly thread = new Worker(new URL('./cp932-thread.mjs', import.meta.url), {
    workerData: { encoding: CP932_EXPORT, encodeAdd: jisFormCodes() },
  });
  private readonly pending: Pending[] = [];
  private failure: Error | null = null;

  constructor() {
    this.thread.on('message', (bytes: Uint8Array) => {
      this.pending.shift()?.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    this.thread.on('error', (error) => this.fail(error));
    this.thread.on('exit', () => this.fail(new Error('the CP932 encoder thread stopped')));
  }

  /** The CP932 bytes of the text; throws UnmappableTextError for a character CP932 cannot hold. */
  async encode(text: string): Promise<Buffer> {
    return checkedCp932(text, await this.encodeOnThread(text));
  }

  async close(): Promise<void> {
    await this.thread.terminate();
  }

  private encodeOnThread(text: string): Promise<Buffer> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.thread.postMessage(text);
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.splice(0)) waiting.reject(error);
  }
}
