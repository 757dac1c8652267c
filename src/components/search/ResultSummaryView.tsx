import { showMeLabel } from '../../domain/search-results.ts';
import { fillString } from '../../domain/fill-string.ts';
import type { SearchText } from './search-text.ts';

/** '1,234 vehicles found', announced to screen readers as it changes. */
export function ResultCountView({ text, count }: { text: SearchText; count: number }) {
  const vehicles = count === 1 ? text['search.vehicleOne'] : text['search.vehicleMany'];
  return (
    <p className="result-count" role="status">
      {fillString(text['search.resultCount'], { count: count.toLocaleString('en-AU'), vehicles })}
    </p>
  );
}

/** The page's heading: the title of the landing that fits the search. */
export function ResultHeadingView({ id, title }: { id: string; title: string }) {
  return <h1 id={id}>{title}</h1>;
}

/** 'Show Me {count} {cars}' (spec 01 §2). */
export function ShowMeButtonView({ text, count, onClick }: { text: SearchText; count: number; onClick: () => void }) {
  return (
    <button type="button" className="btn show-me" onClick={onClick}>
      {showMeLabel(text['search.showMe'], count, { one: text['search.carOne'], many: text['search.carMany'] })}
    </button>
  );
}
