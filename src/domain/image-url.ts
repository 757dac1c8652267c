/** Spec 01 §9: images are requested at quality 75 unless the site says otherwise. */
export const DEFAULT_IMAGE_QUALITY = 75;

export interface ImageCdn {
  base_url?: string | null;
  quality: number;
}

/**
 * The one image URL builder. With an image CDN configured, the source is passed to it with width,
 * height and quality; without one (sample tenants' drawn SVGs) the source is used as it is.
 */
export function imageUrl(
  src: string,
  size: { width: number; height?: number },
  cdn: ImageCdn = { quality: DEFAULT_IMAGE_QUALITY },
): string {
  if (!cdn.base_url) return src;
  const params = new URLSearchParams({ url: src, w: String(size.width), q: String(cdn.quality) });
  if (size.height) params.set('h', String(size.height));
  return `${cdn.base_url}?${params}`;
}
