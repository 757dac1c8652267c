/**
 * Which cars' own pages this build renders (issue 18 item 2, incremental builds). A full build
 * renders every car. An incremental build (scripts/incremental/) names the new and changed cars in
 * a JSON file, `BUILD_RENDER_CARS`; the pages of the other cars are carried over from the live
 * build. Every route with a page or file per car filters through here, so they agree.
 */
import { readFileSync } from 'node:fs';

let only: ReadonlySet<string> | null | undefined;

function renderList(): ReadonlySet<string> | null {
  if (only === undefined) {
    const file = process.env.BUILD_RENDER_CARS;
    only = file ? new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]) : null;
  }
  return only;
}

/** `cars` less those whose pages the build carries over (by slug). */
export function carsToRender<T extends { slug: string }>(cars: readonly T[]): T[] {
  const list = renderList();
  return list ? cars.filter((car) => list.has(car.slug)) : [...cars];
}
