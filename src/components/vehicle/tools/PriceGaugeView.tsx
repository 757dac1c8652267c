/**
 * The price-comparison gauge's markup (spec 01 §4, §9): a half dial whose fill and needle show
 * where the listing price sits against the market (coloured by band: low, medium, high), the label
 * ('Good Deal', 'Great Deal' or the service's description), and the listing price on the market
 * range. The dial is a meter with the label as its value text; the same facts are written out
 * beside it. `animated` false draws the dial empty, true moves it to the fill over `durationMs`.
 */
import { gaugeNeedleDegrees, marketPosition } from '../../../domain/car-tools.ts';
import { formatMoney } from '../../../domain/format.ts';
import type { PriceGauge } from '../../../domain/price-gauge.ts';
import type { Ref } from 'react';
import { fillString } from '../../../domain/fill-string.ts';
import type { Strings } from '../../../domain/strings.ts';
import type { PriceGaugeSection as PriceGaugeSectionState } from './use-price-gauge.ts';

export const PRICE_GAUGE_TEXT_KEYS = [
  'gauge.title',
  'gauge.name',
  'gauge.thisCar',
  'gauge.marketRange',
  'gauge.summary',
  'gauge.loading',
] as const;
export type PriceGaugeText = Pick<Strings, (typeof PRICE_GAUGE_TEXT_KEYS)[number]>;
type ShownGauge = Extract<PriceGauge, { shown: true }>;

/** The dial's arc: a half circle of radius 80 about (100, 100), drawn left to right. */
const ARC = 'M 20 100 A 80 80 0 0 1 180 100';

export function PriceGaugeView({
  gauge,
  animated,
  durationMs,
  text,
}: {
  gauge: ShownGauge;
  animated: boolean;
  durationMs: number;
  text: PriceGaugeText;
}) {
  const fill = animated ? gauge.fill : 0;
  const transition = { transitionDuration: `${durationMs}ms` };
  const position = marketPosition(gauge.listingPrice, gauge.marketMin, gauge.marketMax);
  const summary = fillString(text['gauge.summary'], {
    label: gauge.label,
    price: formatMoney(gauge.listingPrice),
    min: formatMoney(gauge.marketMin),
    max: formatMoney(gauge.marketMax),
  });
  return (
    <div className={`price-gauge__body price-gauge--${gauge.band}`}>
      <div
        className="price-gauge__dial"
        role="meter"
        aria-label={text['gauge.name']}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(gauge.fill * 100)}
        aria-valuetext={gauge.label}
      >
        <svg viewBox="0 0 200 112" aria-hidden="true" focusable="false">
          <path d={ARC} className="price-gauge__track" pathLength={100} />
          <path
            d={ARC}
            className="price-gauge__fill"
            pathLength={100}
            strokeDasharray="100 200"
            strokeDashoffset={100 - fill * 100}
            style={transition}
          />
          <g
            className="price-gauge__needle"
            style={{ ...transition, transform: `rotate(${gaugeNeedleDegrees(fill)}deg)` }}
          >
            <path d="M 97 100 L 100 30 L 103 100 Z" />
          </g>
          <circle cx="100" cy="100" r="7" className="price-gauge__hub" />
        </svg>
        <p className="price-gauge__label">{gauge.label}</p>
      </div>
      <div className="price-gauge__facts">
        <p className="visually-hidden">{summary}</p>
        <dl aria-hidden="true">
          <div>
            <dt>{text['gauge.thisCar']}</dt>
            <dd>{formatMoney(gauge.listingPrice)}</dd>
          </div>
          <div>
            <dt>{text['gauge.marketRange']}</dt>
            <dd>
              {formatMoney(gauge.marketMin)} – {formatMoney(gauge.marketMax)}
            </dd>
          </div>
        </dl>
        <div className="price-gauge__range" aria-hidden="true">
          <span className="price-gauge__marker" style={{ left: `${position * 100}%` }} />
        </div>
        <div className="price-gauge__ends" aria-hidden="true">
          <span>{formatMoney(gauge.marketMin)}</span>
          <span>{formatMoney(gauge.marketMax)}</span>
        </div>
      </div>
    </div>
  );
}

/** The reserved place while the data loads: the same size as the gauge, so nothing moves when it arrives. */
export function PriceGaugeSkeleton({ text }: { text: PriceGaugeText }) {
  return (
    <div className="price-gauge__body price-gauge__body--loading">
      <div className="price-gauge__dial">
        <div className="price-gauge__skeleton-dial" />
      </div>
      <div className="price-gauge__facts">
        <p className="visually-hidden">{text['gauge.loading']}</p>
        <div className="price-gauge__skeleton-line" />
        <div className="price-gauge__skeleton-line" />
        <div className="price-gauge__skeleton-line price-gauge__skeleton-line--short" />
      </div>
    </div>
  );
}

const HEADING_ID = 'price-gauge-heading';

/**
 * The gauge's section: the skeleton while loading, then the gauge; nothing when there is no gauge
 * to show. Props only: the state comes from usePriceGauge; `ref` is the section whose coming into
 * view starts the dial.
 */
export function PriceGaugeSection({
  ref,
  state,
  seen,
  durationMs,
  text,
}: Omit<PriceGaugeSectionState, 'sectionRef'> & { ref?: Ref<HTMLElement>; text: PriceGaugeText }) {
  if (state.kind === 'hidden') return null;
  return (
    <section
      ref={ref}
      className="car-section price-gauge"
      aria-labelledby={HEADING_ID}
      aria-busy={state.kind === 'loading'}
    >
      <h2 id={HEADING_ID}>{text['gauge.title']}</h2>
      {state.kind === 'shown' ? (
        <PriceGaugeView gauge={state.gauge} animated={seen} durationMs={durationMs} text={text} />
      ) : (
        <PriceGaugeSkeleton text={text} />
      )}
    </section>
  );
}
