/** /postcodes/{first digit}.json: one shard of the postcode-centroid table, fetched on a postcode submit. */
import type { APIRoute } from 'astro';
import { postcodeShards } from '../../site/postcode-table.ts';

export function getStaticPaths() {
  return [...postcodeShards().entries()].map(([shard, rows]) => ({ params: { shard }, props: { rows } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.rows), { headers: { 'Content-Type': 'application/json' } });
