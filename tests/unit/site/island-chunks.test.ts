import { describe, expect, it } from 'vitest';
import { islandChunkName } from '../../../src/site/island-chunks.ts';

/** A client module graph: each module with its static importers, and whether it is an entry or a dynamic target. */
type Node = { importers?: string[]; entry?: boolean; dynamicImporters?: string[] };
function graphOf(nodes: Record<string, Node>) {
  return (id: string) => {
    const node = nodes[id];
    return node
      ? { isEntry: node.entry ?? false, importers: node.importers ?? [], dynamicImporters: node.dynamicImporters ?? [] }
      : null;
  };
}

const island = (name: string) => `/app/src/islands/${name}.tsx`;
const script = (path: string) => `/app/src/sections/${path}.astro?astro&type=script&index=0&lang.ts`;
const GRAPH = graphOf({
  [island('FinanceCalculator')]: { entry: true },
  [island('SimilarCars')]: { entry: true },
  [island('CarLeadForm')]: { entry: true },
  [island('LeadForm')]: { entry: true, importers: [island('CarLeadForm')] },
  [island('PriceGauge')]: { entry: true },
  [script('vehicle/CarSpinSection')]: { entry: true },
  '/app/src/elements/car-spin.ts': { importers: [script('vehicle/CarSpinSection')] },
  '/app/src/domain/spin.ts': { importers: ['/app/src/elements/car-spin.ts'] },
  '/app/src/components/gauge-view.tsx': { importers: [island('PriceGauge')] },
  '/app/src/domain/gallery.ts': {
    importers: ['/app/src/elements/car-gallery.ts', '/app/src/components/use-gallery.ts'],
  },
  [island('SearchResults')]: { entry: true },
  [script('vehicle/CarGallerySection')]: { entry: true },
  [script('vehicle/CarSidebar')]: { entry: true },
  [script('layout/SiteHeader')]: { entry: true },
  '/app/src/components/finance-view.tsx': { importers: [island('FinanceCalculator')] },
  '/app/src/components/card.tsx': { importers: [island('SimilarCars'), island('SearchResults')] },
  '/app/src/components/use-lead-form.ts': { importers: [island('LeadForm')] },
  '/app/src/components/form-field.tsx': { importers: [island('LeadForm'), island('ReserveForm')] },
  [island('ReserveForm')]: { entry: true },
  '/app/src/components/use-motion.ts': { importers: [island('PriceGauge'), '/app/src/components/Fullscreen.tsx'] },
  '/app/src/components/Fullscreen.tsx': { entry: true },
  '\0chunk-url:/app/src/components/Fullscreen.tsx': { importers: ['/app/src/components/use-gallery.ts'] },
  '/app/src/components/use-gallery.ts': { importers: [island('CarGallery')] },
  [island('CarGallery')]: { entry: true },
  '/app/src/elements/car-gallery.ts': { importers: [script('vehicle/CarGallerySection')] },
  '/app/src/domain/car-tools.ts': { importers: [script('vehicle/CarSidebar'), '/app/src/components/finance-view.tsx'] },
  '/app/src/domain/format.ts': { importers: [script('vehicle/CarSidebar'), script('layout/SiteHeader')] },
  '/app/src/stores/atom.ts': { importers: [island('SimilarCars'), '/app/src/elements/save-hearts.ts'] },
  '/app/src/elements/save-hearts.ts': { entry: true },
  '\0chunk-url:/app/src/elements/save-hearts.ts': { importers: [script('layout/SiteHeader')] },
  '/app/node_modules/react-dom/cjs/react-dom-client.production.js': { importers: [] },
});
const chunk = (id: string) => islandChunkName(id, GRAPH);

describe("the client build's chunk groups (issue 20 item 1)", () => {
  it('puts React, ReactDOM and its scheduler in one chunk', () => {
    expect(chunk('/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
  });

  it("groups code only the car page's islands reach into one chunk, and the code they share with other islands in another", () => {
    expect(chunk('/app/src/components/finance-view.tsx')).toBe('car-page');
    expect(chunk(island('FinanceCalculator'))).toBe('car-page');
    expect(chunk('/app/src/components/card.tsx')).toBe('car-page-SearchResults');
  });

  it('puts all the car page shares with the lead forms in one chunk, whichever other islands share it too', () => {
    // Every page with a lead form loads all of it anyway; one file, not one per set of islands, is less gzip overhead.
    expect(chunk('/app/src/components/use-lead-form.ts')).toBe('car-page-forms');
    expect(chunk('/app/src/components/form-field.tsx')).toBe('car-page-forms');
  });

  it("keeps the price gauge out of the car page's chunk (a car without it does not load it), and the spin viewer is no island", () => {
    expect(chunk('/app/src/components/gauge-view.tsx')).toBe('PriceGauge');
    // Also in the fullscreen view, which the gallery island loads by URL on a car without a gauge: not with the gauge.
    expect(chunk('/app/src/components/use-motion.ts')).toBeNull();
    // The spin section's <car-spin> and its rules: the section's script loads them, so they are left to Rolldown.
    expect(chunk('/app/src/elements/car-spin.ts')).toBeNull();
    expect(chunk('/app/src/domain/spin.ts')).toBeNull();
    // The fullscreen view itself loads on a click: never with the car page's islands.
    expect(chunk('/app/src/components/Fullscreen.tsx')).toBeNull();
  });

  it("leaves the car page's own scripts and what they load ungrouped: they load after the first photo, or are inline", () => {
    expect(chunk(script('vehicle/CarGallerySection'))).toBeNull();
    expect(chunk('/app/src/elements/car-gallery.ts')).toBeNull();
    // Reached by a car page script and a car island: left to Rolldown too.
    expect(chunk('/app/src/domain/car-tools.ts')).toBeNull();
    expect(chunk('/app/src/domain/gallery.ts')).toBeNull();
  });

  it('leaves alone what another page loads before interaction', () => {
    expect(chunk('/app/src/domain/format.ts')).toBeNull();
    // An island's store that the header's script also loads by URL (the hearts).
    expect(chunk('/app/src/stores/atom.ts')).toBeNull();
    expect(chunk('/app/src/unknown.ts')).toBeNull();
  });
});
