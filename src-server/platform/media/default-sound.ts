/**
 * The standard reception sound: a short two-note chime, made here as a WAV (16-bit mono PCM)
 * so the server ships no binary asset and needs nothing on disk.
 */
const SAMPLE_RATE = 16_000;
const NOTES = [
  { frequency: 880, seconds: 0.18 },
  { frequency: 660, seconds: 0.32 },
];
const VOLUME = 0.4;

export const DEFAULT_SOUND_MIME_TYPE = 'audio/wav';

let cached: Buffer | undefined;

export function defaultSound(): Buffer {
  cached ??= encodeWav(chimeSamples());
  return cached;
}

function chimeSamples(): Int16Array {
  const counts = NOTES.map((note) => Math.round(note.seconds * SAMPLE_RATE));
  const samples = new Int16Array(counts.reduce((sum, count) => sum + count, 0));
  let offset = 0;
  NOTES.forEach((note, index) => {
    const count = counts[index] ?? 0;
    for (let i = 0; i < count; i += 1) {
      // A linear fade-out keeps each note from ending in a click.
      const envelope = 1 - i / count;
      samples[offset + i] = Math.round(
        Math.sin((2 * Math.PI * note.frequency * i) / SAMPLE_RATE) * envelope * VOLUME * 32_767,
      );
    }
    offset += count;
  });
  return samples;
}

function encodeWav(samples: Int16Array): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  samples.forEach((sample, index) => wav.writeInt16LE(sample, 44 + index * 2));
  return wav;
}
