/**
 * The vehicle page's 360 spin section (spec 01 §2), an island of its own hydrated as it nears the view
 * (`client:visible`): its server render is the still that stands in for the viewer, whose code it then fetches.
 */
import type { SpinViewerProps } from '../components/gallery/gallery-props.ts';
import { SpinSection } from '../components/gallery/SpinSection.tsx';

export default function CarSpin(props: SpinViewerProps) {
  return <SpinSection {...props} />;
}
