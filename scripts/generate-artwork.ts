/**
 * Draws the site's demo imagery (no external image URLs): overhead food scenes rendered from SVG with
 * sharp, cropped and written as WebP at several widths with content-hashed names (cached for a year),
 * plus src/common/site-artwork.ts, the manifest the pages and the server read.
 * Usage: node scripts/generate-artwork.ts
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SCENE_H, SCENE_W, SCENES, type SceneName } from './artwork/scenes.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public/art');
const manifestPath = path.join(root, 'src/common/site-artwork.ts');

type Crop = { x: number; y: number; w: number; h: number };
type Job = { key: string; scene: SceneName; crop?: Crop; widths: number[]; alt: string; format?: 'jpeg' };

const square = (cx: number, cy: number, size: number): Crop => ({
  x: Math.max(0, Math.min(SCENE_W - size, cx - size / 2)),
  y: Math.max(0, Math.min(SCENE_H - size, cy - size / 2)),
  w: size,
  h: size,
});

const HERO = [640, 960, 1280, 1920];
const CARD = [400, 800];
const DISH = [320, 640];

const JOBS: Job[] = [
  {
    key: 'heroFeast',
    scene: 'feast',
    widths: HERO,
    alt: 'A dinner table set with a salmon platter, chicken marsala, salad, roast potatoes and candles',
  },
  {
    key: 'heroBuffet',
    scene: 'buffet',
    widths: HERO,
    alt: 'A catering line of full and half pans: baked mac and cheese, roast chicken, potatoes, green beans and herb rice',
  },
  {
    key: 'heroBrunch',
    scene: 'brunch',
    widths: HERO,
    alt: 'A brunch spread with pancakes and berries, eggs, croissants, fresh fruit, coffee and orange juice',
  },
  {
    key: 'heroTruck',
    scene: 'truck',
    widths: HERO,
    alt: 'Our food truck serving at dusk under string lights on a Philadelphia street',
  },
  {
    key: 'eventDinner',
    scene: 'feast',
    crop: { x: 500, y: 150, w: 1600, h: 1200 },
    widths: CARD,
    alt: 'A plated dinner for a wedding reception',
  },
  {
    key: 'eventBuffet',
    scene: 'buffet',
    crop: { x: 0, y: 150, w: 1600, h: 1200 },
    widths: CARD,
    alt: 'A corporate lunch buffet in catering pans',
  },
  {
    key: 'eventBrunch',
    scene: 'brunch',
    crop: { x: 700, y: 100, w: 1600, h: 1200 },
    widths: CARD,
    alt: 'A weekend brunch spread for a celebration',
  },
  {
    key: 'eventTruck',
    scene: 'truck',
    crop: { x: 400, y: 150, w: 1600, h: 1200 },
    widths: CARD,
    alt: 'The food truck at an evening block party',
  },
  {
    key: 'dishSalmon',
    scene: 'feast',
    crop: square(1430, 690, 760),
    widths: DISH,
    alt: 'Herb-roasted salmon with asparagus and lemon',
  },
  {
    key: 'dishChicken',
    scene: 'feast',
    crop: square(830, 700, 500),
    widths: DISH,
    alt: 'Chicken marsala in a glossy wine sauce',
  },
  {
    key: 'dishSalad',
    scene: 'feast',
    crop: square(320, 340, 560),
    widths: DISH,
    alt: 'Garden salad with cherry tomatoes, feta and red onion',
  },
  {
    key: 'dishLamb',
    scene: 'feast',
    crop: square(2010, 330, 480),
    widths: DISH,
    alt: 'Lollipop lamb chops with rosemary',
  },
  {
    key: 'dishMac',
    scene: 'buffet',
    crop: square(590, 450, 520),
    widths: DISH,
    alt: 'Baked macaroni and cheese in a catering pan',
  },
  {
    key: 'dishPancakes',
    scene: 'brunch',
    crop: square(1400, 640, 600),
    widths: DISH,
    alt: 'Buttermilk pancakes with berries and maple syrup',
  },
  {
    key: 'shareCard',
    scene: 'feast',
    crop: { x: 400, y: 160, w: 1600, h: 840 },
    widths: [1200],
    alt: 'A catered dinner table',
    format: 'jpeg',
  },
];

async function main() {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const rendered = new Map<SceneName, { png: Buffer; source: string }>();
  for (const name of Object.keys(SCENES) as SceneName[]) {
    const source = SCENES[name]();
    const png = await sharp(Buffer.from(source), { density: 72 }).png().toBuffer();
    rendered.set(name, { png, source });
    console.log(`scene ${name}: ${(source.length / 1024).toFixed(0)} KB of SVG`);
  }

  const entries: string[] = [];
  for (const job of JOBS) {
    const scene = rendered.get(job.scene)!;
    const crop = job.crop ?? { x: 0, y: 0, w: SCENE_W, h: SCENE_H };
    const hash = createHash('sha1')
      .update(scene.source + JSON.stringify(crop) + (job.format ?? 'webp'))
      .digest('hex')
      .slice(0, 8);
    const slug = job.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const ext = job.format === 'jpeg' ? 'jpg' : 'webp';
    const files: { width: number; url: string }[] = [];
    for (const width of job.widths) {
      const file = `${slug}-${hash}-${width}w.${ext}`;
      const pipeline = sharp(scene.png)
        .extract({ left: crop.x, top: crop.y, width: crop.w, height: crop.h })
        .resize({ width });
      const out =
        job.format === 'jpeg'
          ? await pipeline.jpeg({ quality: 78, mozjpeg: true }).toBuffer()
          : await pipeline.webp({ quality: width >= 1280 ? 70 : 74, effort: 6 }).toBuffer();
      fs.writeFileSync(path.join(outDir, file), out);
      files.push({ width, url: `/art/${file}` });
      console.log(`  ${file} ${(out.length / 1024).toFixed(0)} KB`);
    }
    entries.push(
      `  ${job.key}: {\n    src: '${files.at(-1 - Math.floor((files.length - 1) / 2))!.url}',\n` +
        `    srcSet: '${files.map((f) => `${f.url} ${f.width}w`).join(', ')}',\n` +
        `    width: ${crop.w},\n    height: ${crop.h},\n    alt: ${JSON.stringify(job.alt)},\n  },`,
    );
  }

  fs.writeFileSync(
    manifestPath,
    `// Generated by scripts/generate-artwork.ts: do not edit by hand.\n\n` +
      `/** A generated picture: the default src, every width for srcset, its intrinsic size and alt text. */\n` +
      `export type Artwork = { src: string; srcSet: string; width: number; height: number; alt: string };\n\n` +
      `export const ARTWORK = {\n${entries.join('\n')}\n} as const satisfies Record<string, Artwork>;\n\n` +
      `export type ArtworkName = keyof typeof ARTWORK;\n`,
  );
  console.log(`wrote ${path.relative(root, manifestPath)}`);
}

await main();
