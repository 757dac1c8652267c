import type { SearchText } from './search-text.ts';

interface Props {
  text: SearchText;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** The free-text search box, a search form (Enter submits it in place). */
export function SearchBoxView({ text, value, onChange, onSubmit }: Props) {
  return (
    <form
      className="search-box"
      role="search"
      action=""
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="search-query" className="visually-hidden">
        {text['search.label']}
      </label>
      <input
        id="search-query"
        type="search"
        name="query"
        value={value}
        placeholder={text['search.placeholder']}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
