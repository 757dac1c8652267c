import type { StringKey, Strings } from '../../../domain/strings.ts';

/**
 * The tenant's strings an island needs, and only those: an island's props are written into the
 * page, so passing the whole table would add every string to every island.
 */
export function pickStrings<K extends StringKey>(strings: Strings, keys: readonly K[]): Pick<Strings, K> {
  return Object.fromEntries(keys.map((key) => [key, strings[key]])) as Pick<Strings, K>;
}
