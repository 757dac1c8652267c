/**
 * The vehicle page's 360 spin section (spec 01 §2), an island of its own. Its server render is the viewer itself,
 * which the <car-spin> element around it (src/elements/car-spin.ts) turns with no framework; the island hydrates on
 * the first pointer, key or focus in that element (`client:interaction="car-spin"`, issue 20) and the viewer takes
 * over from where the still stands.
 */
import { useState } from 'react';
import { spinStillId, type SpinViewerProps } from '../components/gallery/gallery-props.ts';
import { SpinViewer } from '../components/gallery/SpinViewer.tsx';
import type { SpinStill } from '../domain/spin.ts';

/** The page's <car-spin> for this viewer, once its script has defined it (none on the server). */
function findStill(id: string): SpinStill | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(spinStillId(id));
  return element && 'takeOver' in element ? (element as unknown as SpinStill) : null;
}

export default function CarSpin(props: SpinViewerProps) {
  const [still] = useState(() => findStill(props.id));
  return (
    <section className="spin-section" aria-labelledby={`${props.id}-heading`}>
      <h2 id={`${props.id}-heading`} className="spin-section__heading">
        {props.text.heading}
      </h2>
      <SpinViewer {...props} still={still} />
    </section>
  );
}
