import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawMissing } from '../../../../sample/media/draw-media.ts';
import { mediaCacheDir, mediaPathsOf, sampleMediaIntegrations } from '../../../../sample/media/media-integration.ts';
import { galleryImagePath, parseMediaPath, spinFramePath } from '../../../../sample/media/media-paths.ts';
import { car } from '../../../fixtures/cars.ts';

describe('sample media', () => {
  it('media paths round-trip through the parser', () => {
    expect(parseMediaPath(galleryImagePath('ute', '#EEEEEA', 'boot'))).toEqual({
      kind: 'gallery',
      shape: 'ute',
      colour: '#eeeeea',
      view: 'boot',
    });
    expect(parseMediaPath(spinFramePath('suv', '#1f4e8c', 7))).toEqual({
      kind: 'spin',
      shape: 'suv',
      colour: '#1f4e8c',
      frame: 7,
    });
    expect(parseMediaPath('/media/../etc/passwd')).toBeNull();
    expect(parseMediaPath('https://cdn.example/a.jpg')).toBeNull();
  });

  it('collects every drawn path a car uses, once, and ignores other URLs', () => {
    const a = galleryImagePath('sedan', '#101010', 'side');
    const spin = [0, 1].map((frame) => spinFramePath('sedan', '#101010', frame));
    const cars = [
      car({ primary_image_url: a, images: [{ image: { url: a, thumb: { url: a } } }], spin_images: spin }),
      car({ id: 2, slug: 'b', images: [{ image: { url: 'https://cdn.example/x.jpg' } }] }),
    ];
    expect(mediaPathsOf(cars)).toEqual([a, ...spin].sort());
  });

  it('draws only missing files, and a drawn file is a complete SVG', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-'));
    const paths = [galleryImagePath('van', '#c0c0c0', 'front'), spinFramePath('van', '#c0c0c0', 3)];
    expect(await drawMissing(paths, dir)).toBe(2);
    expect(await drawMissing(paths, dir)).toBe(0);
    const svg = readFileSync(join(dir, paths[0]!), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('is registered only for a sample tenant (stock.sample in site.json)', () => {
    const sample = {
      stock: {
        file: 'stock.json',
        sample: { profile: 'franchise' as const, seed: 1, count: 1, makes: [], as_of: '2026-01-01' },
      },
    };
    expect(sampleMediaIntegrations(sample, () => [], '/x').map((integration) => integration.name)).toEqual([
      'dealer-sites:sample-media',
    ]);
    expect(sampleMediaIntegrations({ stock: { file: 'stock.json' } }, () => [], '/x')).toEqual([]);
  });

  it('keys the cache folder by the drawing code', () => {
    expect(mediaCacheDir('/x')).toMatch(/^\/x\/node_modules\/\.cache\/dealer-sites\/media-[0-9a-f]{12}$/);
  });
});
