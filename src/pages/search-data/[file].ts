import type { APIRoute } from 'astro';
import { searchIndex } from '../../site/search-index.ts';
import { getTenant } from '../../site/tenant.ts';

/** The embedded search index, one content-hashed file per build (src/site/search-index.ts). */
export function getStaticPaths() {
  return [{ params: { file: searchIndex(getTenant()).fileName } }];
}

export const GET: APIRoute = () =>
  new Response(searchIndex(getTenant()).json, { headers: { 'Content-Type': 'application/json' } });
