/**
 * The checks a build passes before it is published: the files every site has (home page, 404,
 * security headers, sitemap index, robots.txt, build record) and a page for every listed car, so a
 * build that lost pages (or its stock: an empty site) is never put live.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const REQUIRED = ['index.html', '404.html', '_headers', 'sitemap-index.xml', 'robots.txt', '.build.json'];

/** The problems found in the build at `dir` for a tenant listing the cars `carSlugs`; none: it may go live. */
export function checkBuild(dir: string, carSlugs: readonly string[]): string[] {
  const problems = REQUIRED.filter((file) => !existsSync(join(dir, file))).map((file) => `${file} is missing`);
  const missing = carSlugs.filter((slug) => !existsSync(join(dir, 'cars', slug, 'index.html')));
  if (missing.length)
    problems.push(
      `${missing.length} of ${carSlugs.length} car pages are missing (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`,
    );
  return problems;
}
