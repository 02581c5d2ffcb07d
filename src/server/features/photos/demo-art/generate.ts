/**
 * Renders the demo artwork to public/gallery-art/<slug>-<width>.webp (committed, so nothing is drawn at
 * run time). Run after changing a drawing: npx node src/server/features/photos/demo-art/generate.ts
 * A contact sheet for a person to look at can be written with --sheet <file.png>.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { GALLERY_ART_WIDTHS } from '../../../../common/photos.ts';
import { SEEDED_ART } from './seeded-art.ts';
import { SHOWCASE_ART } from './showcase-art.ts';

const outDir = path.resolve('public/gallery-art');
const all = { ...SHOWCASE_ART, ...SEEDED_ART };
const sheetIndex = process.argv.indexOf('--sheet');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--') && !a.endsWith('.png'));

fs.mkdirSync(outDir, { recursive: true });
const thumbs: Buffer[] = [];
for (const [slug, draw] of Object.entries(all)) {
  if (only.length > 0 && !only.includes(slug)) continue;
  const svg = Buffer.from(draw());
  for (const width of GALLERY_ART_WIDTHS) {
    await sharp(svg, { density: (72 * width) / 800 })
      .resize({ width })
      .webp({ quality: 78, effort: 6 })
      .toFile(path.join(outDir, `${slug}-${width}.webp`));
  }
  thumbs.push(await sharp(svg, { density: 36 }).resize({ width: 400, height: 300 }).png().toBuffer());
  console.log(`drew ${slug}`);
}

if (sheetIndex > 0) {
  const cols = 3;
  const rows = Math.ceil(thumbs.length / cols);
  await sharp({ create: { width: cols * 400, height: rows * 300, channels: 3, background: '#fff' } })
    .composite(thumbs.map((input, i) => ({ input, left: (i % cols) * 400, top: Math.floor(i / cols) * 300 })))
    .png()
    .toFile(process.argv[sheetIndex + 1]!);
}
