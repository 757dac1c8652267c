import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Car } from '../../domain/schemas/car.ts';
import { renderGallerySvg, renderSpinFrameSvg } from './car-svg.ts';
import { MEDIA_PREFIX, parseMediaPath, type MediaRequest } from './media-paths.ts';

/** Every media path the cars refer to (images, thumbnails, spin and interior frames). */
export function mediaPathsOf(cars: readonly Car[]): Set<string> {
  const paths = new Set<string>();
  const add = (url: string | null | undefined) => { if (url?.startsWith(MEDIA_PREFIX)) paths.add(url); };
  for (const car of cars) {
    add(car.primary_image_url);
    add(car.spin_interior_image);
    for (const image of car.images) { add(image.image.url); add(image.image.thumb?.url); }
    for (const url of car.thumbnails ?? []) add(url);
    for (const url of car.spin_images ?? []) add(url);
  }
  return paths;
}

export function renderMedia(request: MediaRequest): string {
  switch (request.kind) {
    case 'gallery': return renderGallerySvg({ shape: request.shape, colour: request.colour, view: request.view });
    case 'spin': return renderSpinFrameSvg({ shape: request.shape, colour: request.colour, frame: request.frame, frames: 24 });
    case 'interior': return renderSpinFrameSvg({ shape: request.shape, colour: request.colour, frame: request.frame, frames: 24, interior: true });
  }
}

/**
 * Draws the sample stock's pictures: at build time exactly the files the tenant's cars use are
 * written into the output; in `astro dev` they are drawn on request. Paths that are not ours
 * (a real tenant's CDN URLs) are left alone.
 */
export function sampleMedia(cars: () => readonly Car[]): AstroIntegration {
  return {
    name: 'dealer-sites:sample-media',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const request = req.url ? parseMediaPath(req.url.split('?')[0]!) : null;
          if (!request) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(renderMedia(request));
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const paths = [...mediaPathsOf(cars())];
        const dirs = new Set(paths.map((path) => dirname(join(out, path))));
        await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
        let written = 0;
        await Promise.all(paths.map(async (path) => {
          const request = parseMediaPath(path);
          if (!request) return;
          await writeFile(join(out, path), renderMedia(request));
          written += 1;
        }));
        logger.info(`${written} sample images drawn`);
      },
    },
  };
}
