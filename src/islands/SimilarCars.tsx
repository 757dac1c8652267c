/**
 * Similar cars (spec 01 §2, §7, §9): hydrated when the section comes within 500 px of view (the
 * page's `client:visible` margin), it reads the build's list for the car, or searches the tenant's backend when
 * the build has none (useSimilarCars), and fills
 * six slots rendered from the start as placeholders (SimilarCarsGrid). Cards are the shared
 * VehicleCard; their Quick Enquiry opens its dialog
 * through the page's lead dialogs (VehicleForms.astro).
 */
import { SimilarCarsGrid } from '../components/vehicle/SimilarCarsGrid.tsx';
import type { SimilarCarsSource } from '../domain/similar-cars.ts';
import { useSimilarCars } from '../components/vehicle/use-similar-cars.ts';
import type { VehicleCardText } from '../components/VehicleCard.tsx';

export interface SimilarCarsProps {
  indexName: string;
  /** The build's similar cars for this car (`/similar-cars/<id>.json`): the same every build, like all props here. */
  listUrl: string;
  source: SimilarCarsSource;
  cardText: VehicleCardText;
  label: string;
  browse: { href: string; label: string };
  reserveShown: boolean;
}

export default function SimilarCars({ indexName, listUrl, source, ...view }: SimilarCarsProps) {
  const { cards, loading } = useSimilarCars(source, indexName, listUrl);
  return <SimilarCarsGrid {...view} cards={cards} loading={loading} />;
}
