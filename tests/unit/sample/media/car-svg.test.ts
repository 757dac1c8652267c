import { describe, expect, it } from 'vitest';
import {
  GALLERY_VIEWS,
  VEHICLE_SHAPES,
  renderGallerySvg,
  renderSpinFrameSvg,
  type GalleryView,
  type VehicleShape,
} from '../../../../sample/media/car-svg.ts';

/** Every document stays under this many bytes (UTF-8) without a label, and with a typical stock label. */
const MAX_BYTES = 4096;
const COLOURS = ['#1f4e8c', '#ffffff', '#c0c4c8', '#111', '#B22222'] as const;
const FRAMES = 36;

const BAD_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;

/** Minimal XML well-formedness check: tokenises the whole string, validates tags, attributes and entities, balances elements and resolves internal references. Returns the problems found. */
function wellFormedProblems(svg: string): string[] {
  const problems: string[] = [];
  const tokens = svg.match(/<!--[\s\S]*?-->|<[^<>]*>|[^<]+/g) ?? [];
  if (tokens.join('') !== svg) problems.push('stray < or > in the document');
  const stack: string[] = [];
  const ids = new Set<string>();
  let roots = 0;
  for (const tok of tokens) {
    if (tok.startsWith('<!--')) continue;
    if (!tok.startsWith('<')) {
      if (stack.length === 0) problems.push(`text outside the root: ${tok.slice(0, 40)}`);
      if (BAD_ENTITY.test(tok)) problems.push(`bad entity in text: ${tok.slice(0, 40)}`);
      continue;
    }
    const close = /^<\/([A-Za-z][\w:-]*)>$/.exec(tok);
    if (close) {
      const top = stack.pop();
      if (top !== close[1]) problems.push(`</${close[1] ?? ''}> closes <${top ?? ''}>`);
      continue;
    }
    const open = /^<([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(tok);
    if (!open) {
      problems.push(`malformed tag ${tok.slice(0, 80)}`);
      continue;
    }
    const [, name = '', attrs = '', selfClose] = open;
    const seen = new Set<string>();
    for (const m of attrs.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      const [, key = '', value = ''] = m;
      if (seen.has(key)) problems.push(`duplicate attribute ${key} in ${tok.slice(0, 60)}`);
      seen.add(key);
      if (BAD_ENTITY.test(value)) problems.push(`bad entity in ${key}="${value.slice(0, 40)}"`);
      if (key === 'id') {
        if (ids.has(value)) problems.push(`duplicate id ${value}`);
        ids.add(value);
      }
      if (key === 'd' && !/^M[-\d. MmLlHhVvQqAaZz]*$/.test(value)) problems.push(`bad path data ${value.slice(0, 60)}`);
    }
    if (stack.length === 0) {
      roots++;
      if (name !== 'svg') problems.push(`root element is <${name}>`);
    }
    if (!selfClose) stack.push(name);
  }
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  // Every internal reference resolves, and there are no external ones.
  for (const m of svg.matchAll(/url\(#([\w-]+)\)|href="#([\w-]+)"/g)) {
    if (!ids.has(m[1] ?? m[2] ?? '')) problems.push(`dangling reference ${m[0]}`);
  }
  if (/https?:|<image|@import|data:/i.test(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''))) {
    problems.push('external reference or embedded raster');
  }
  return problems;
}

function assertDocument(svg: string): void {
  expect(
    svg.startsWith(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img">',
    ),
  ).toBe(true);
  expect(svg).toMatch(/^<svg[^>]*><title>[^<]+<\/title>/);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(wellFormedProblems(svg)).toEqual([]);
}

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');
const withoutTitle = (s: string): string => s.replace(/<title>[^<]*<\/title>/, '');
const count = (s: string, needle: string): number => s.split(needle).length - 1;

describe('well-formedness checker', () => {
  it('flags broken markup', () => {
    expect(wellFormedProblems('<svg xmlns="http://www.w3.org/2000/svg"><title>x</title></svg>')).toEqual([]);
    expect(wellFormedProblems('<svg><g></svg>')).not.toEqual([]);
    expect(wellFormedProblems('<svg><path d="M0 0" d="M1 1"/></svg>')).not.toEqual([]);
    expect(wellFormedProblems('<svg><text>a & b</text></svg>')).not.toEqual([]);
    expect(wellFormedProblems('<svg><use href="#nope"/></svg>')).not.toEqual([]);
    expect(wellFormedProblems('<svg><image href="https://example.com/a.png"/></svg>')).not.toEqual([]);
  });
});

describe('renderGallerySvg', () => {
  it('renders a well-formed standalone SVG for every shape and view', { timeout: 30_000 }, () => {
    for (const shape of VEHICLE_SHAPES) {
      for (const view of GALLERY_VIEWS) {
        for (const colour of COLOURS) {
          const svg = renderGallerySvg({ shape, colour, view });
          assertDocument(svg);
        }
      }
    }
  });

  it(`stays under ${MAX_BYTES} bytes, with and without a stock label`, () => {
    let max = 0;
    for (const shape of VEHICLE_SHAPES) {
      for (const view of GALLERY_VIEWS) {
        for (const colour of COLOURS) {
          for (const label of [undefined, '2021 Toyota HiLux SR5 (4x4)']) {
            const size = bytes(renderGallerySvg({ shape, colour, view, ...(label ? { label } : {}) }));
            max = Math.max(max, size);
            expect(size, `${shape}/${view}/${colour}/${label ?? '-'}`).toBeLessThan(MAX_BYTES);
          }
        }
      }
    }
    expect(max).toBeGreaterThan(1000);
  });

  it('is deterministic', () => {
    for (const shape of VEHICLE_SHAPES) {
      for (const view of GALLERY_VIEWS) {
        const opts = { shape, colour: '#1f4e8c', view, label: 'Demo stock' } as const;
        expect(renderGallerySvg(opts)).toBe(renderGallerySvg({ ...opts }));
      }
    }
  });

  it('draws something different for every shape and view (ignoring the title)', () => {
    const seen = new Map<string, string>();
    for (const shape of VEHICLE_SHAPES) {
      for (const view of GALLERY_VIEWS) {
        const body = withoutTitle(renderGallerySvg({ shape, colour: '#1f4e8c', view }));
        const key = `${shape}/${view}`;
        expect(seen.get(body), `${key} duplicates ${seen.get(body) ?? ''}`).toBeUndefined();
        seen.set(body, key);
      }
    }
    expect(seen.size).toBe(VEHICLE_SHAPES.length * GALLERY_VIEWS.length);
  });

  it('paints the vehicle in the requested colour, accepting #rgb and #rrggbb', () => {
    const a = renderGallerySvg({ shape: 'sedan', colour: '#FFF', view: 'side' });
    const b = renderGallerySvg({ shape: 'sedan', colour: '#ffffff', view: 'side' });
    expect(a).toBe(b);
    const blue = renderGallerySvg({ shape: 'sedan', colour: '#1f4e8c', view: 'side' });
    expect(blue).toContain('stop-color="#1f4e8c"');
    expect(blue).not.toBe(b);
  });

  it('outlines light colours so they stand out from the light backdrop', () => {
    for (const colour of ['#ffffff', '#f5f5f5', '#c0c4c8']) {
      const svg = renderGallerySvg({ shape: 'hatch', colour, view: 'front-three-quarter' });
      const outline = /<g stroke="#([0-9a-f]{6})"/.exec(svg)?.[1];
      expect(outline).toBeDefined();
      const lum = [0, 2, 4].map((i) => parseInt((outline ?? '').slice(i, i + 2), 16)).reduce((s, v) => s + v, 0) / 3;
      expect(lum).toBeLessThan(140);
    }
  });

  it('shows the front in front views and the back in rear views', () => {
    for (const shape of VEHICLE_SHAPES.filter((s) => s !== 'caravan')) {
      const front = renderGallerySvg({ shape, colour: '#1f4e8c', view: 'front' });
      const rear = renderGallerySvg({ shape, colour: '#1f4e8c', view: 'rear' });
      expect(count(front, 'class="l"'), shape).toBeGreaterThan(count(front, 'class="r"'));
      expect(count(rear, 'class="r"'), shape).toBeGreaterThan(count(rear, 'class="l"'));
    }
  });

  it('draws a dashboard with a steering wheel and seats for the interior of cars', () => {
    const svg = renderGallerySvg({ shape: 'suv', colour: '#1f4e8c', view: 'interior' });
    expect(svg).toMatch(/<circle [^>]*r="128" fill="none"/);
    expect(svg).toContain('<use href="#z"');
  });

  it('escapes the label for XML', () => {
    const label = `Tom & Jerry's <b>"special"</b>`;
    const svg = renderGallerySvg({ shape: 'ute', colour: '#1f4e8c', view: 'side', label });
    assertDocument(svg);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Tom &#38; Jerry&#39;s &#60;b&#62;&#34;special&#34;&#60;/b&#62;');
  });

  it('rejects unknown shapes, unknown views and malformed colours', () => {
    expect(() => renderGallerySvg({ shape: 'tractor' as VehicleShape, colour: '#123456', view: 'side' })).toThrow(
      /Unknown vehicle shape "tractor"/,
    );
    expect(() => renderGallerySvg({ shape: 'sedan', colour: '#123456', view: 'top' as GalleryView })).toThrow(
      /Unknown gallery view "top"/,
    );
    for (const colour of ['blue', '#12345', '#ggg', '', '#1234567', '123456', '#12 456', 'rgb(1,2,3)']) {
      expect(() => renderGallerySvg({ shape: 'sedan', colour, view: 'side' }), colour).toThrow(/Invalid colour/);
    }
  });
});

describe('renderSpinFrameSvg', () => {
  it('renders well-formed, small, deterministic frames for every shape', () => {
    let max = 0;
    for (const shape of VEHICLE_SHAPES) {
      for (const interior of [false, true]) {
        for (let frame = 0; frame < FRAMES; frame++) {
          const svg = renderSpinFrameSvg({ shape, colour: '#ffffff', frame, frames: FRAMES, interior });
          const problems = wellFormedProblems(svg);
          if (problems.length) expect(problems, `${shape}/${frame}/${interior}`).toEqual([]);
          max = Math.max(max, bytes(svg));
          if (frame % 5 === 0) {
            assertDocument(svg);
            expect(renderSpinFrameSvg({ shape, colour: '#ffffff', frame, frames: FRAMES, interior })).toBe(svg);
          }
        }
      }
    }
    expect(max).toBeLessThan(MAX_BYTES);
  }, 30_000);

  it('makes every frame of a spin different', () => {
    for (const shape of VEHICLE_SHAPES) {
      for (const interior of [false, true]) {
        const frames = Array.from({ length: FRAMES }, (_, frame) =>
          withoutTitle(renderSpinFrameSvg({ shape, colour: '#1f4e8c', frame, frames: FRAMES, interior })),
        );
        expect(new Set(frames).size, `${shape} interior=${interior}`).toBe(FRAMES);
      }
    }
  });

  it('starts at the front three-quarter and shows the opposite side half a turn later', () => {
    for (const shape of VEHICLE_SHAPES.filter((s) => s !== 'caravan')) {
      const first = renderSpinFrameSvg({ shape, colour: '#1f4e8c', frame: 0, frames: FRAMES });
      const half = renderSpinFrameSvg({ shape, colour: '#1f4e8c', frame: FRAMES / 2, frames: FRAMES });
      // Headlights face the camera at frame 0, tail lights half a turn later.
      expect(count(first, 'class="l"'), shape).toBeGreaterThan(count(first, 'class="r"'));
      expect(count(half, 'class="r"'), shape).toBeGreaterThan(count(half, 'class="l"'));
    }
  });

  it('pans the interior panorama with the frame', () => {
    const at = (frame: number): string =>
      /<g id="v" transform="translate\((-?\d+)\)">/.exec(
        renderSpinFrameSvg({ shape: 'sedan', colour: '#1f4e8c', frame, frames: 24, interior: true }),
      )?.[1] ?? '';
    expect(at(0)).toBe('0');
    expect(at(6)).toBe('-1200');
    expect(at(12)).toBe('-2400');
  });

  it('rejects frames out of range and bad frame counts', () => {
    const base = { shape: 'sedan', colour: '#1f4e8c' } as const;
    for (const frame of [-1, 36, 37, 1.5, Number.NaN]) {
      expect(() => renderSpinFrameSvg({ ...base, frame, frames: 36 }), String(frame)).toThrow(/out of range/);
    }
    for (const frames of [0, -3, 2.5, Number.POSITIVE_INFINITY]) {
      expect(() => renderSpinFrameSvg({ ...base, frame: 0, frames }), String(frames)).toThrow(/frame count/);
    }
    expect(() =>
      renderSpinFrameSvg({ shape: 'boat' as VehicleShape, colour: '#1f4e8c', frame: 0, frames: 36 }),
    ).toThrow(/Unknown vehicle shape/);
    expect(() => renderSpinFrameSvg({ ...base, colour: 'red', frame: 0, frames: 36 })).toThrow(/Invalid colour/);
  });
});
