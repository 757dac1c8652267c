import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type PathSegment = PropertyKey;

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
};

/** `locations[2].address.postcode`: the path as a person would point at it in the file. */
export function formatPath(path: readonly PathSegment[]): string {
  return path.reduce<string>((out, segment) => {
    if (typeof segment === 'number') return `${out}[${segment}]`;
    return out ? `${out}.${String(segment)}` : String(segment);
  }, '');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** The reason part of an issue, in plain words ("expected a number, got text \"29990\""). */
export function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return `required (expected ${expected})`;
      return `expected ${expected}, got ${describeValue(issue.input)}`;
    }
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty';
      if (issue.origin === 'array') return `must have at least ${issue.minimum} item(s)`;
      if (issue.origin === 'string') return `must be at least ${issue.minimum} characters`;
      return `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`;
    }
    case 'too_big': {
      if (issue.origin === 'array') return `must have at most ${issue.maximum} item(s)`;
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`;
    }
    case 'invalid_value':
      if (issue.input === undefined)
        return `required (expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')})`;
      return `expected ${issue.values.length === 1 ? '' : 'one of '}${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    case 'invalid_format':
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : `expected a valid ${issue.format}`;
    case 'invalid_key': {
      // A record key that fails its own rule: say what the key should be, not zod's "Invalid key in record".
      const inner = issue.issues[0];
      return inner ? describeIssue(inner as Issue) : issue.message;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    default:
      return issue.message;
  }
}

/** `price: expected a number, got text "29990"`, or just the reason when the issue is at the root. */
export function formatIssue(issue: Issue): string {
  const where = formatPath(issue.path);
  return where ? `${where}: ${describeIssue(issue)}` : describeIssue(issue);
}

/**
 * The `fields` of an API error reply (`{ error, fields }`): one message per field, the first issue's,
 * keyed by its dotted path (`email`, `lead_attributes.visited_pages.3`); issues about the value as
 * a whole go under `rootField`.
 */
export function fieldMessages(issues: readonly Issue[], rootField: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || rootField] ??= issue.message;
  return fields;
}

/** Thrown when a tenant's files do not match the schemas; `problems` are ready-to-print lines. */
export class DataFileError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'DataFileError';
    this.problems = problems;
  }
}
