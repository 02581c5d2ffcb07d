import { inflateSync } from 'node:zlib';

/**
 * pdfkit's standard fonts write text in WinAnsiEncoding: windows-1252, where 0x96 is the en dash of
 * "12:00 PM – 2:00 PM" and 0xD7 the × of "×10" (latin1 would read 0x96 as a control character).
 */
const WIN_ANSI = new TextDecoder('windows-1252');

/** The inflated stream, or undefined when it is not a FlateDecode stream. */
function inflatedText(bytes: Buffer): string | undefined {
  try {
    return inflateSync(bytes).toString('latin1');
  } catch {
    return undefined;
  }
}

/**
 * The text a PDF shows: every content stream is inflated (pdfkit compresses them with FlateDecode)
 * and the hex strings of its text operators are decoded; one text operator becomes one line.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // pdfkit writes "stream\n", the bytes, "\nendstream". The bytes themselves may end in \r (a
  // compressed stream does about once in 256), so that \r is kept, and only dropped if the stream
  // will not inflate with it.
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    const inflated =
      inflatedText(bytes) ?? (bytes.at(-1) === 0x0d ? inflatedText(bytes.subarray(0, -1)) : undefined);
    const content = inflated ?? match[1]!;
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      lines.push(hexes.map((h) => WIN_ANSI.decode(Buffer.from(h, 'hex'))).join(''));
    }
  }
  return lines.join('\n');
}
