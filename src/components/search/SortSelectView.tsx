import type { SearchText } from './search-text.ts';

export interface SortChoice {
  value: string;
  label: string;
}

interface Props {
  text: SearchText;
  value: string;
  options: SortChoice[];
  onChange: (value: string) => void;
}

/** The sort order as a labelled select. */
export function SortSelectView({ text, value, options, onChange }: Props) {
  return (
    <div className="sort-select">
      <label htmlFor="search-sort">{text['search.sortBy']}</label>
      <select id="search-sort" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
