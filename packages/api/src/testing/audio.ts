/** A PCM WAV of `bytes` bytes (silence): real audio by its first bytes. */
export function wav(bytes: number): Blob {
  const data = bytes - 44;
  const head = new DataView(new ArrayBuffer(44));
  const ascii = (at: number, s: string) => {
    for (const [i, c] of [...s].entries()) head.setUint8(at + i, c.charCodeAt(0));
  };
  ascii(0, "RIFF");
  head.setUint32(4, 36 + data, true);
  ascii(8, "WAVEfmt ");
  head.setUint32(16, 16, true);
  head.setUint16(20, 1, true);
  head.setUint16(22, 1, true);
  head.setUint32(24, 8000, true);
  head.setUint32(28, 16000, true);
  head.setUint16(32, 2, true);
  head.setUint16(34, 16, true);
  ascii(36, "data");
  head.setUint32(40, data, true);
  return new Blob([head.buffer, new Uint8Array(data)], { type: "audio/wav" });
}
