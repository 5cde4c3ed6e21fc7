import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { describePhoto, encodePhotos } from './photos';

const SOURCE = 'tests/fixtures/three-offices/media/basement-before.jpg';
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'photos-'));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the job photos, encoded once', () => {
  it('keeps each size it encodes, and a later build takes it from there', async () => {
    const cache = folder();
    const photo = await describePhoto(SOURCE, 'A basement');
    const smallest = (file: string) => file.endsWith(`-${photo.variants[0]!.width}.avif`);
    const first = await encodePhotos([photo], smallest, cache);
    const [file] = Object.keys(first);
    expect(readdirSync(cache)).toEqual([file!.replace('photos/', '')]);
    expect((await sharp(first[file!]!).metadata()).format).toBe('heif');

    // What the cache holds is what the next build writes: it does not encode again.
    writeFileSync(join(cache, readdirSync(cache)[0]!), 'kept');
    const again = await encodePhotos([photo], smallest, cache);
    expect(again[file!]!.toString()).toBe('kept');
  });

  it('encodes without a cache it cannot write', async () => {
    const blocked = join(folder(), 'a-file');
    writeFileSync(blocked, '');
    const photo = await describePhoto(SOURCE, 'A basement');
    const files = await encodePhotos([photo], (file) => file.endsWith('.webp'), blocked);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(readFileSync(blocked, 'utf8')).toBe('');
  });
});
