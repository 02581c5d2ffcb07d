import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf-text.ts';

/** A one-stream PDF as pdfkit lays it out, showing `text` with a hex-string text operator. */
function pdfShowing(text: string): { pdf: Buffer; compressed: Buffer } {
  const compressed = deflateSync(Buffer.from(`BT <${Buffer.from(text, 'latin1').toString('hex')}> Tj ET`));
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.3\n1 0 obj\n<< /Filter /FlateDecode >>\nstream\n'),
    compressed,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
  return { pdf, compressed };
}

describe('the PDF text helper of the tests', () => {
  it('reads a stream whose compressed bytes end in a carriage return (about one in 256)', () => {
    let found: { pdf: Buffer; text: string } | undefined;
    for (let i = 0; i < 5000 && !found; i++) {
      const text = `Greek Salad${' '.repeat(i % 7)}${i}${'x'.repeat(i % 5)}`;
      const { pdf, compressed } = pdfShowing(text);
      if (compressed.at(-1) === 0x0d) found = { pdf, text };
    }
    expect(found).toBeDefined();
    expect(pdfText(found!.pdf)).toBe(found!.text);
  });

  it('reads an ordinary stream', () => {
    expect(pdfText(pdfShowing('Classic Caesar Salad').pdf)).toBe('Classic Caesar Salad');
  });
});
