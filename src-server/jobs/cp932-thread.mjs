// The CP932 encoding of cp932-encoder.ts, on a worker thread: the JIS-to-CP932 mapping it is
// given, then iconv-lite. Plain JavaScript, so that node loads it as it is under tsx, vitest
// and node alike. Answers in the order asked.
import { parentPort, workerData } from 'node:worker_threads';
import iconv from 'iconv-lite';

const mapping = workerData.preMapping;
const mapped = new RegExp(`[${Object.keys(mapping).join('')}]`, 'g');

parentPort.on('message', (text) => {
  // A copy the thread owns, so that its memory is handed over rather than copied again.
  const bytes = new Uint8Array(
    iconv.encode(
      text.replace(mapped, (char) => mapping[char]),
      'cp932',
    ),
  );
  parentPort.postMessage(bytes, [bytes.buffer]);
});
