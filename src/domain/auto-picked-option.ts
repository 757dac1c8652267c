/** Spec 02 §4 "Location select auto-picks when exactly one option exists": that option's value, else null. */
export function autoPickedOption<V>(options: readonly { value: V }[]): V | null {
  return options.length === 1 ? options[0]!.value : null;
}
