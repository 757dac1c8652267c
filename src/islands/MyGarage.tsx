/**
 * /my-garage (issue 14 item 6): useMyGarage's state laid out by MyGarageView. The page's gate (GatedContent) shows it
 * only to a signed-in shopper, and the calls refuse anyone else (401).
 */
import { MyGarageView } from '../components/my-garage/MyGarageView.tsx';
import type { GarageText } from '../components/my-garage/garage-view.ts';
import { useMyGarage } from '../components/my-garage/use-my-garage.ts';

interface MyGarageProps {
  text: GarageText;
  /** The tenant's default search page, for the empty garage. */
  searchHref: string;
}

export default function MyGarage({ text, searchHref }: MyGarageProps) {
  return <MyGarageView text={text} searchHref={searchHref} form={useMyGarage(text)} />;
}
