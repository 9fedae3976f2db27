/**
 * Bytes to text for CSV files of unknown encoding. HM Land Registry documents its files as
 * Windows-1252, while re-saved copies are often UTF-8: text is read as UTF-8 (a BOM is dropped)
 * until the first byte sequence that is not valid UTF-8, and as Windows-1252 from there on.
 * Plain ASCII, by far the commonest case, reads the same either way.
 */
export async function* decodeText(
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<{ text: string; bytes: number }> {
  let decoder = new TextDecoder('utf-8', { fatal: true });
  let fallback = false;
  for await (const chunk of chunks) {
    let text: string;
    if (fallback) {
      text = decoder.decode(chunk, { stream: true });
    } else {
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        fallback = true;
        decoder = new TextDecoder('windows-1252');
        text = decoder.decode(chunk, { stream: true });
      }
    }
    yield { text, bytes: chunk.byteLength };
  }
  let tail = '';
  try {
    tail = decoder.decode();
  } catch {
    // A multi-byte sequence cut off by the end of the file: nothing usable is lost.
  }
  if (tail) yield { text: tail, bytes: 0 };
}
