/**
 * The 360 spin section under the carousel (spec 01 §2 "an optional 360 spin view"). The viewer is
 * not part of the page's first JavaScript: its code is fetched, by URL (src/site/chunk-url.ts), only
 * once the section is within 100 px of the viewport; until then, and in the static HTML, a still of
 * the same size stands in for it, so the swap moves nothing.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SpinViewerProps } from './gallery-props.ts';
import { SpinStill } from './SpinStill.tsx';
import { useInView } from './use-carousel.ts';

import viewerUrl from './SpinViewer.tsx?chunk-url';

export function SpinSection(props: SpinViewerProps) {
  const body = useRef<HTMLDivElement>(null);
  const near = useInView(body, { margin: '0px 0px 100px 0px', once: true });
  const [Viewer, setViewer] = useState<ComponentType<SpinViewerProps> | null>(null);

  useEffect(() => {
    if (!near) return;
    let current = true;
    (import(/* @vite-ignore */ viewerUrl) as Promise<{ default: ComponentType<SpinViewerProps> }>).then(
      (module) => {
        if (current) setViewer(() => module.default);
      },
      (error: unknown) => console.error('The 360 viewer could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [near]);

  return (
    <section className="spin-section" aria-labelledby={`${props.id}-heading`}>
      <h2 id={`${props.id}-heading`} className="spin-section__heading">
        {props.text.heading}
      </h2>
      <div ref={body}>{Viewer ? <Viewer {...props} /> : <SpinStill {...props} />}</div>
    </section>
  );
}
