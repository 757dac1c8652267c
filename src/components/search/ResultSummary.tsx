import { ResultCountView, ResultHeadingView, ShowMeButtonView } from './ResultSummaryView.tsx';
import type { SearchText } from './search-text.ts';
import { useDisplayedCount, useResultHeading, useShowMeCount, type HeadingContext } from './use-result-summary.ts';

// Each piece that reads the whole search state is its own small component, so a search re-renders
// these few elements and the widgets that changed, never the whole page.

/** '1,234 vehicles found' (spec 01 §9: above 1999, the car_type or in-stock counts). */
export function ResultCount({ text }: { text: SearchText }) {
  return <ResultCountView text={text} count={useDisplayedCount()} />;
}

/** The page's heading follows the search: the landing that stands for the filters chosen ("Ford Ranger"). */
export function ResultHeading({ id, ...context }: HeadingContext & { id: string }) {
  return <ResultHeadingView id={id} title={useResultHeading(context)} />;
}

/** 'Show Me {count} {cars}' (spec 01 §2), counting to the new figure while the drawer is open. */
export function ShowMeButton({ text, open, onClick }: { text: SearchText; open: boolean; onClick: () => void }) {
  return <ShowMeButtonView text={text} count={useShowMeCount(open)} onClick={onClick} />;
}
