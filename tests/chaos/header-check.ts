/**
 * The security headers every answer of the server must carry (issue 13 item 13), checked on each
 * response a chaos scenario gets, so the figures say how many answers were checked and how many
 * lacked something. Pages: a Content-Security-Policy whose scripts need no 'unsafe-inline' and that
 * no one may frame, nosniff, a Referrer-Policy, a Permissions-Policy. Functions' answers: a policy
 * that allows nothing. HSTS only on https, so never on these plain-http development servers.
 */
import type { Exchange } from './http.ts';

export type AnswerKind = 'page' | 'api';

function header(answer: Exchange, name: string): string {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** What `answer` lacks, one phrase per missing or wrong header; empty when all is there. */
export function headerProblems(answer: Exchange, kind: AnswerKind): string[] {
  const problems: string[] = [];
  const policy = header(answer, 'content-security-policy');
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
  if (!policy) problems.push('no Content-Security-Policy');
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("frame-ancestors is not 'none'");
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'")) problems.push('scripts may be inline');
  if (kind === 'api' && directives.get('default-src')?.join(' ') !== "'none'")
    problems.push("default-src is not 'none'");
  if (header(answer, 'x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (!header(answer, 'referrer-policy')) problems.push('no Referrer-Policy');
  if (kind === 'page' && !header(answer, 'permissions-policy')) problems.push('no Permissions-Policy');
  if (header(answer, 'strict-transport-security')) problems.push('HSTS over plain http');
  return problems;
}

/** Counts checked answers and those lacking something, with the first few problems for the report. */
export class HeaderTally {
  checked = 0;
  failing = 0;
  readonly examples: string[] = [];

  check(answer: Exchange, kind: AnswerKind, path: string): void {
    if (answer.status === 0) return;
    this.checked += 1;
    const problems = headerProblems(answer, kind);
    if (problems.length === 0) return;
    this.failing += 1;
    if (this.examples.length < 5) this.examples.push(`${answer.status} ${path}: ${problems.join(', ')}`);
  }

  line(): string {
    return `security headers: ${this.checked.toLocaleString('en')} answers checked, ${this.failing.toLocaleString('en')} lacking any${this.examples.length ? ` (${this.examples.join('; ')})` : ''}`;
  }
}
