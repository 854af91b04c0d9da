import type pg from 'pg';

/**
 * `COPY ... TO STDOUT` over node-postgres without pg-copy-streams: a submittable query that
 * hands each CopyData payload to `onData`. node-postgres calls these handlers by name.
 */
class CopyOutQuery {
  private settle: (error: Error | null) => void = () => undefined;
  private failure: Error | null = null;
  readonly done: Promise<void>;

  constructor(
    private readonly text: string,
    private readonly onData: (chunk: Buffer) => void,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = (error) => (error ? reject(error) : resolve());
    });
  }

  submit(connection: { query(text: string): void }): void {
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    this.onData(message.chunk);
  }

  handleError(error: Error): void {
    this.failure = error;
  }

  handleReadyForQuery(): void {
    this.settle(this.failure);
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
}

/** Runs a COPY ... TO STDOUT on the client and streams its output to `onData`. */
export async function copyOut(
  client: pg.ClientBase,
  text: string,
  onData: (chunk: Buffer) => void,
): Promise<void> {
  const query = new CopyOutQuery(text, onData);
  client.query(query as unknown as pg.Submittable);
  await query.done;
}
