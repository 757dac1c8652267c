/**
 * The price-comparison gauge section (spec 01 §4, §7, §8, §9; issue 6 item 5). The page hydrates it
 * as it nears the view (client:visible with a margin) and it then asks GET
 * /api/cars/{slug}/autogauge. Until the reply it holds the gauge's place with a skeleton; with no
 * data, a 404, a failure (logged only) or data the rules hide (priceGauge: missing fields,
 * confidence 0.2 or less, upper market price below the listing price) the whole section goes. The
 * dial animates from empty once it is on screen, over 2.25 s, or at once with reduced motion.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { gaugeAnimationMs } from '../domain/car-tools.ts';
import { priceGauge, type PriceGauge as Gauge, type PriceGaugeData } from '../domain/price-gauge.ts';
import { PriceGaugeSkeleton, PriceGaugeView, type PriceGaugeText } from '../components/vehicle/tools/PriceGaugeView.tsx';

export interface PriceGaugeProps {
  slug: string;
  text: PriceGaugeText;
}

type GaugeState = { kind: 'loading' } | { kind: 'hidden' } | { kind: 'shown'; gauge: Extract<Gauge, { shown: true }> };

const HEADING_ID = 'price-gauge-heading';

async function loadGauge(slug: string, signal: AbortSignal): Promise<Gauge> {
  const url = `/api/cars/${encodeURIComponent(slug)}/autogauge`;
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : `HTTP ${response.status}`;
    console.info(`price gauge hidden for ${slug}: ${reason}`);
    return { shown: false, reason: 'no-data' };
  }
  const gauge = priceGauge(typeof body === 'object' ? body as PriceGaugeData | null : null);
  if (!gauge.shown) console.info(`price gauge hidden for ${slug}: ${gauge.reason}`);
  return gauge;
}

/** True once the element has been on screen: the dial starts moving where the shopper can see it. */
function useSeen(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    }, { threshold: 0.4 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, seen]);
  return seen;
}

export default function PriceGauge({ slug, text }: PriceGaugeProps) {
  const [state, setState] = useState<GaugeState>({ kind: 'loading' });
  const section = useRef<HTMLElement>(null);
  const seen = useSeen(section, state.kind === 'shown');
  const [durationMs] = useState(() => gaugeAnimationMs(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches));

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

  if (state.kind === 'hidden') return null;
  return (
    <section ref={section} className="car-section price-gauge" aria-labelledby={HEADING_ID} aria-busy={state.kind === 'loading'}>
      <h2 id={HEADING_ID}>{text['gauge.title']}</h2>
      {state.kind === 'shown'
        ? <PriceGaugeView gauge={state.gauge} animated={seen} durationMs={durationMs} text={text} />
        : <PriceGaugeSkeleton text={text} />}
    </section>
  );
}
