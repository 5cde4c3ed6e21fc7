/** One encoded size of a photo, written by the build to dist/<file>. */
export interface PhotoVariant {
  file: string;
  width: number;
  format: 'avif' | 'webp';
}

export interface Photo {
  alt: string;
  width: number;
  height: number;
  /** The original in content/media/, read only by the build. */
  source: string;
  variants: PhotoVariant[];
}
