import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import sharp from 'sharp';
import type { Photo, PhotoVariant } from '../lib/photo.ts';
import { BUILD_CACHE, keptOnce } from '../lib/build-cache.mjs';

/** The widths a photo is encoded at (never wider than the original), small to large. */
export const PHOTO_WIDTHS = [480, 800, 1200] as const;
const FORMATS = ['avif', 'webp'] as const;

/**
 * What the pages need of a photo: its size and the files the build writes for it, named by a hash
 * of the original so a replaced photo gets new addresses (they are cached for a year).
 */
export async function describePhoto(source: string, alt: string): Promise<Photo> {
  const bytes = readFileSync(source);
  const meta = await sharp(bytes).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const name = basename(source, extname(source))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const widths = [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))];
  const variants: PhotoVariant[] = FORMATS.flatMap((format) =>
    widths.map((w) => ({ file: `photos/${name}-${hash}-${w}.${format}`, width: w, format })),
  );
  return { alt, width, height, source, variants };
}

/**
 * Encodes one size of a photo. sharp writes no metadata unless asked: the camera, the time and
 * the place the photo was taken are left behind. `rotate()` turns it upright first.
 */
export async function encodePhoto(photo: Photo, variant: PhotoVariant): Promise<Buffer> {
  const image = sharp(readFileSync(photo.source)).rotate().resize({ width: variant.width });
  return variant.format === 'avif'
    ? image.avif({ quality: 50, effort: 4 }).toBuffer()
    : image.webp({ quality: 72 }).toBuffer();
}

/**
 * Where encoded photos are kept between builds, by their file name (the original's hash, the
 * width and the format): an AVIF takes seconds, and a host keeps node_modules/.cache between
 * builds. The encoder's settings are in the folder's name, so a change to them starts afresh.
 */
export const PHOTO_CACHE = `${BUILD_CACHE}/site-photos/avif50e4-webp72`;

/** Every file the build writes for the photos, by its path in dist/. */
export async function encodePhotos(
  photos: readonly Photo[],
  wanted: (file: string) => boolean = () => true,
  cache = PHOTO_CACHE,
): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const photo of photos)
    for (const variant of photo.variants)
      if (wanted(variant.file))
        files[variant.file] = await keptOnce(cache, basename(variant.file), () =>
          encodePhoto(photo, variant),
        );
  return files;
}
