import type { Photo as PhotoData } from '../../lib/photo';

const srcSet = (photo: PhotoData, format: 'avif' | 'webp') =>
  photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `/${variant.file} ${variant.width}w`)
    .join(', ');

/**
 * A photo the build encoded in AVIF and WebP at a few widths. Its width and height keep its place
 * while it loads, and it loads only when it comes near: photos never sit in the first screen.
 */
export function Photo({ photo, sizes }: { photo: PhotoData; sizes: string }) {
  const webp = photo.variants.filter((variant) => variant.format === 'webp');
  const fallback = webp[Math.min(1, webp.length - 1)]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={`/${fallback.file}`}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-lg bg-slate-100"
      />
    </picture>
  );
}
