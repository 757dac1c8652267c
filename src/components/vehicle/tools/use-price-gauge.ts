/**
 * The price-comparison gauge's data and animation (spec 01 §4, §7, §8, §9). It asks GET
 * /api/cars/{slug}/autogauge once; until the reply the state is loading. With no data, a 404, a
 * failure (logged only) or data the rules hide (priceGauge: missing fields, confidence 0.2 or
 * less, upper market price below the listing price) it is hidden. The dial animates from empty
 * once the section has been on screen, over 2.25 s, or at once with reduced motion.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { gaugeAnimationMs } from '../../../domain/car-tools.ts';
import { priceGauge, type PriceGauge, type PriceGaugeData } from '../../../domain/price-gauge.ts';

export type PriceGaugeState =
  { kind: 'loading' } | { kind: 'hidden' } | { kind: 'shown'; gauge: Extract<PriceGauge, { shown: true }> };

export interface PriceGaugeSection {
  state: PriceGaugeState;
  /** The section whose coming into view starts the dial. */
  sectionRef: RefObject<HTMLElement | null>;
  /** The dial has been on screen: it moves to its fill. */
  seen: boolean;
  durationMs: number;
}

async function loadGauge(slug: string, signal: AbortSignal): Promise<PriceGauge> {
  const url = `/api/cars/${encodeURIComponent(slug)}/autogauge`;
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason =
      typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : `HTTP ${response.status}`;
    console.info(`price gauge hidden for ${slug}: ${reason}`);
    return { shown: false, reason: 'no-data' };
  }
  const gauge = priceGauge(typeof body === 'object' ? (body as PriceGaugeData | null) : null);
  if (!gauge.shown) console.info(`price gauge hidden for ${slug}: ${gauge.reason}`);
  return gauge;
}

/** True once the element has been on screen: the dial starts moving where the shopper can see it. */
function useSeen(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, seen]);
  return seen;
}

export function usePriceGauge(slug: string): PriceGaugeSection {
  const [state, setState] = useState<PriceGaugeState>({ kind: 'loading' });
  const sectionRef = useRef<HTMLElement>(null);
  const seen = useSeen(sectionRef, state.kind === 'shown');
  const [durationMs] = useState(() =>
    gaugeAnimationMs(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches),
  );

  useEffect(() => {
    const controller = new AbortController();
    loadGauge(slug, controller.signal)
      .then((gauge) => setState(gauge.shown ? { kind: 'shown', gauge } : { kind: 'hidden' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`price gauge hidden for ${slug}: the call failed`, error);
        setState({ kind: 'hidden' });
      });
    return () => controller.abort();
  }, [slug]);

  return { state, sectionRef, seen, durationMs };
}
