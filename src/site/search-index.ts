/**
 * The tenant's search documents and the embedded index file, made once per build: pages name the
 * file by its content hash (`/search-data/stock-<hash>.json`, cached forever), so a new stock snapshot
 * gets a new name and browsers never mix an old index with new pages.
 */
import { createHash } from 'node:crypto';
import { encodeIndex } from '../search/embedded/compact-index.ts';
import type { SearchDocument } from '../search/document.ts';
import type { Tenant } from '../tenants/load-tenant.ts';
import { perTenant } from './per-tenant.ts';
import { toSearchDocument } from './search-documents.ts';

export const SEARCH_INDEX_DIR = 'search-data';

export interface BuiltSearchIndex {
  documents: SearchDocument[];
  /** The index file's text and its path on the site. */
  json: string;
  fileName: string;
  url: string;
}

/** The tenant's visible cars as search documents and the index file made of them. */
export const searchIndex: (tenant: Tenant) => BuiltSearchIndex = perTenant(({ site, cars, strings, now }) => {
  const documents = cars.map((car) => toSearchDocument(car, site, strings, now));
  const json = JSON.stringify(encodeIndex(documents));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  const fileName = `stock-${hash}.json`;
  return { documents, json, fileName, url: `/${SEARCH_INDEX_DIR}/${fileName}` };
});
