import { describe, expect, it } from 'vitest';
import { useEdgeWorker } from './edge-miniflare.ts';

const edge = useEdgeWorker({ slug: 'harbour-city-toyota' });

describe('smoke', () => {
  it('health', async () => {
    const response = await edge.request('/api/health');
    console.log(response.status, await response.text());
    const data = await edge.request('/_edge/tenant.json');
    console.log(data.status);
  });
});
