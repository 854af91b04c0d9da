// The CP932 encoding of cp932-encoder.ts, on a worker thread: iconv-lite with the export's
// CP932 registered as cp932-output.ts registers it (the codes of the JIS forms it is given,
// no one-way characters). Plain JavaScript, so that node loads it as it is under tsx, vitest
// and node alike. Answers in the order asked.
import { parentPort, workerData } from 'node:worker_threads';
import iconv from 'iconv-lite';

const { encoding, encodeAdd } = workerData;
iconv.getCodec('cp932'); // loads iconv.encodings
iconv.encodings[encoding] = { ...iconv.encodings.shiftjis, encodeAdd };

parentPort.on('message', (text) => {
  // A copy the thread owns, so that its memory is handed over rather than copied again.
  const bytes = new Uint8Array(iconv.encode(text, encoding));
  parentPort.postMessage(bytes, [bytes.buffer]);
});
