/**
 * The Meilisearch filter syntax (spec 01 §7: the base filter per dealer, the similar-cars queries),
 * parsed into a small tree the embedded engine evaluates, so one filter string works on both
 * backends: `=`, `!=`, `>`, `>=`, `<`, `<=`, `a TO b`, `IN [..]`, `EXISTS`, `IS NULL`, `IS EMPTY`,
 * `NOT`, `AND`, `OR`, parentheses and quoted values. AND binds tighter than OR, as in Meilisearch.
 */

export type Comparison = '=' | '!=' | '>' | '>=' | '<' | '<=';

/** Values stay text: whether "5" is a number depends on the attribute it is compared with. */
export type FilterNode =
  | { op: 'all' }
  | { op: 'and' | 'or'; items: FilterNode[] }
  | { op: 'not'; item: FilterNode }
  | { op: 'compare'; attribute: string; comparison: Exclude<Comparison, '!='>; value: string }
  | { op: 'range'; attribute: string; low: string; high: string }
  | { op: 'in'; attribute: string; values: string[] }
  | { op: 'exists' | 'null' | 'empty'; attribute: string };

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'quoted'; text: string; at: number }
  | { kind: 'symbol'; text: string; at: number };

const SYMBOLS = ['!=', '>=', '<=', '=', '>', '<', '(', ')', '[', ']', ','];
const WORD_END = /[\s()[\],=!<>"']/;

export class FilterSyntaxError extends Error {
  override name = 'FilterSyntaxError';
}

function tokenizeFilter(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => source.startsWith(candidate, at));
    if (symbol) {
      tokens.push({ kind: 'symbol', text: symbol, at });
      at += symbol.length;
      continue;
    }
    if (char === '"' || char === "'") {
      const start = at;
      let text = '';
      at += 1;
      while (at < source.length && source[at] !== char) {
        // A backslash keeps the next character as it is (an escaped quote or backslash).
        if (source[at] === '\\' && at + 1 < source.length) at += 1;
        text += source[at];
        at += 1;
      }
      if (at >= source.length)
        throw new FilterSyntaxError(`Filter: unterminated quote at ${start} in ${JSON.stringify(source)}`);
      at += 1;
      tokens.push({ kind: 'quoted', text, at: start });
      continue;
    }
    if (char === '!') throw new FilterSyntaxError(`Filter: unexpected "!" at ${at} in ${JSON.stringify(source)}`);
    const start = at;
    while (at < source.length && !WORD_END.test(source[at]!)) at += 1;
    tokens.push({ kind: 'word', text: source.slice(start, at), at: start });
  }
  return tokens;
}

class Parser {
  private position = 0;
  private readonly tokens: Token[];
  private readonly source: string;

  constructor(source: string) {
    this.source = source;
    this.tokens = tokenizeFilter(source);
  }

  parse(): FilterNode {
    if (this.tokens.length === 0) return { op: 'all' };
    const node = this.or();
    const extra = this.peek();
    if (extra) this.fail(`unexpected ${JSON.stringify(extra.text)}`, extra);
    return node;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }

  private fail(message: string, token = this.peek()): never {
    const where = token ? `at ${token.at}` : 'at the end';
    throw new FilterSyntaxError(`Filter: ${message} ${where} in ${JSON.stringify(this.source)}`);
  }

  private isKeyword(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === 'word' && token.text.toUpperCase() === word;
  }

  private isSymbol(symbol: string): boolean {
    const token = this.peek();
    return token?.kind === 'symbol' && token.text === symbol;
  }

  private expectKeyword(word: string): void {
    if (!this.isKeyword(word)) this.fail(`expected ${word}`);
    this.position += 1;
  }

  private expectSymbol(symbol: string): void {
    if (!this.isSymbol(symbol)) this.fail(`expected "${symbol}"`);
    this.position += 1;
  }

  private or(): FilterNode {
    const items = [this.and()];
    while (this.isKeyword('OR')) {
      this.position += 1;
      items.push(this.and());
    }
    return items.length === 1 ? items[0]! : { op: 'or', items };
  }

  private and(): FilterNode {
    const items = [this.not()];
    while (this.isKeyword('AND')) {
      this.position += 1;
      items.push(this.not());
    }
    return items.length === 1 ? items[0]! : { op: 'and', items };
  }

  private not(): FilterNode {
    if (this.isKeyword('NOT')) {
      this.position += 1;
      return { op: 'not', item: this.not() };
    }
    if (this.isSymbol('(')) {
      this.position += 1;
      const inner = this.or();
      this.expectSymbol(')');
      return inner;
    }
    return this.condition();
  }

  private value(): string {
    const token = this.peek();
    if (!token || token.kind === 'symbol') this.fail('expected a value');
    this.position += 1;
    return token.text;
  }

  private condition(): FilterNode {
    const token = this.peek();
    if (!token || token.kind === 'symbol') this.fail('expected an attribute');
    if (token.kind === 'word' && token.text.startsWith('_geo'))
      this.fail(`${token.text} is not supported by the embedded engine`, token);
    this.position += 1;
    const attribute = token.text;
    const next = this.peek();
    if (next?.kind === 'symbol' && ['=', '!=', '>', '>=', '<', '<='].includes(next.text)) {
      this.position += 1;
      const value = this.value();
      if (next.text === '!=') return { op: 'not', item: { op: 'compare', attribute, comparison: '=', value } };
      return { op: 'compare', attribute, comparison: next.text as Exclude<Comparison, '!='>, value };
    }
    const negated = this.isKeyword('NOT') && (this.isKeyword('IN', 1) || this.isKeyword('EXISTS', 1));
    if (negated) this.position += 1;
    const wrap = (node: FilterNode): FilterNode => (negated ? { op: 'not', item: node } : node);
    if (this.isKeyword('IN')) {
      this.position += 1;
      this.expectSymbol('[');
      const values: string[] = [];
      while (!this.isSymbol(']')) {
        values.push(this.value());
        if (this.isSymbol(',')) this.position += 1;
        else if (!this.isSymbol(']')) this.fail('expected "," or "]"');
      }
      this.position += 1;
      return wrap({ op: 'in', attribute, values });
    }
    if (this.isKeyword('EXISTS')) {
      this.position += 1;
      return wrap({ op: 'exists', attribute });
    }
    if (negated) this.fail('expected IN or EXISTS');
    if (this.isKeyword('IS')) {
      this.position += 1;
      const isNot = this.isKeyword('NOT');
      if (isNot) this.position += 1;
      let node: FilterNode;
      if (this.isKeyword('NULL')) node = { op: 'null', attribute };
      else if (this.isKeyword('EMPTY')) node = { op: 'empty', attribute };
      else this.fail('expected NULL or EMPTY');
      this.position += 1;
      return isNot ? { op: 'not', item: node } : node;
    }
    if (next && next.kind !== 'symbol' && this.isKeyword('TO', 1)) {
      const low = this.value();
      this.expectKeyword('TO');
      const high = this.value();
      return { op: 'range', attribute, low, high };
    }
    return this.fail(`expected an operator after ${JSON.stringify(attribute)}`, next);
  }
}

/** Parses a Meilisearch filter expression; an empty one matches everything. Throws FilterSyntaxError. */
export function parseFilter(source: string): FilterNode {
  return new Parser(source).parse();
}

/** Every attribute a filter names, so an unknown one can be reported before anything runs. */
export function filterAttributes(node: FilterNode): string[] {
  switch (node.op) {
    case 'all':
      return [];
    case 'and':
    case 'or':
      return node.items.flatMap(filterAttributes);
    case 'not':
      return filterAttributes(node.item);
    default:
      return [node.attribute];
  }
}
