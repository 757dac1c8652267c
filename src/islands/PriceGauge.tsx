/**
 * The price-comparison gauge on the car page (spec 01 §4, §7, §8, §9), hydrated as it nears the
 * view (client:visible with a margin): the gauge's data and animation (usePriceGauge) laid out by
 * PriceGaugeSection, which holds the place with a skeleton until the reply and goes without data.
 */
import { PriceGaugeSection, type PriceGaugeText } from '../components/vehicle/tools/PriceGaugeView.tsx';
import { usePriceGauge } from '../components/vehicle/tools/use-price-gauge.ts';

export interface PriceGaugeProps {
  slug: string;
  text: PriceGaugeText;
}

export default function PriceGauge({ slug, text }: PriceGaugeProps) {
  const { sectionRef, ...gauge } = usePriceGauge(slug);
  return <PriceGaugeSection ref={sectionRef} {...gauge} text={text} />;
}
