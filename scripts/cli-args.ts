/**
 * The scripts' command lines, read with `util.parseArgs` in strict mode: an unknown flag, a stray
 * argument, a flag without its value or a switch given a value stops the command with a
 * `UsageError` (one line naming the problem, then the command's usage line; no stack trace).
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { UsageError } from './report-errors.ts';

/** `--site a --site b` or `--site=a,b`: the tenants a command works on (see `siteList`). */
export const SITE_FLAG = { site: { type: 'string', multiple: true } } as const satisfies ParseArgsOptionsConfig;

/**
 * The flags on `argv`, by name. `needs` says what a valued flag's value is, for the message when it
 * is missing ("--limit needs a whole number above 0").
 */
export function readFlags<const O extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  options: O,
  usage: string,
  needs: { readonly [K in keyof O]?: string } = {},
) {
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_')) throw error;
    const message = (error as Error).message;
    const flag = /'--([\w-]+)/.exec(message)?.[1] as (keyof O & string) | undefined;
    const needed = code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag !== undefined ? needs[flag] : undefined;
    // parseArgs' own words, first sentence: "Unknown option '--forse'", "Unexpected argument 'x'", ...
    throw new UsageError(`${needed ? `--${flag} needs ${needed}` : message.split(/\.\s|\n/)[0]}\n  ${usage}`);
  }
}

/** The slugs of every `--site`, commas splitting one value into several. */
export function siteList(site: readonly string[] | undefined): string[] {
  return (site ?? []).flatMap((value) => value.split(',')).filter(Boolean);
}
