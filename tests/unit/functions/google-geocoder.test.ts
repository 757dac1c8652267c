/**
 * The Google geocoder against a local HTTP server answering as Google's Geocoding API documents
 * (https://developers.google.com/maps/documentation/geocoding/requests-geocoding): GET /maps/api/geocode/json with
 * `components` and `key`, HTTP 200 with a `status` (OK, ZERO_RESULTS, REQUEST_DENIED, OVER_QUERY_LIMIT,
 * INVALID_REQUEST, UNKNOWN_ERROR) and `results[].geometry.location {lat, lng}`. Spec 02 §7: postal_code and country
 * AU sent, the first result's latitude and longitude read. Also slow, broken and malformed answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGoogleGeocoder } from '../../../functions/adapters/google-geocoder.ts';
import { GeocoderUnavailableError } from '../../../functions/ports/geocoder.ts';

const API_KEY = 'test-maps-key';
type Reply = { status?: number; body: unknown } | { raw: string } | 'hang' | 'reset';

let server: Server;
let url: string;
let seen: URL[];
let replies: Reply[];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(new URL(request.url ?? '/', 'http://local'));
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply === 'hang') return;
    if (reply === 'reset') return response.socket?.destroy();
    response.writeHead('raw' in reply ? 200 : (reply.status ?? 200), { 'content-type': 'application/json' });
    response.end('raw' in reply ? reply.raw : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  replies = [];
});

const google = () => createGoogleGeocoder({ apiKey: API_KEY, timeoutMs: 400, url });
const OK = {
  status: 'OK',
  results: [
    {
      formatted_address: 'Toowoomba City QLD 4350, Australia',
      geometry: { location: { lat: -27.5598, lng: 151.9507 }, location_type: 'APPROXIMATE' },
      types: ['postal_code'],
    },
    { formatted_address: 'elsewhere', geometry: { location: { lat: 1, lng: 2 } }, types: ['postal_code'] },
  ],
};

describe('Google geocoder (spec 02 §7 "Geocoding lookup")', () => {
  it('sends the postal_code component with country AU and the key, and reads the first result', async () => {
    replies = [{ body: OK }];
    await expect(google().postcode('4350')).resolves.toEqual({ lat: -27.5598, long: 151.9507 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.pathname).toBe('/maps/api/geocode/json');
    expect(seen[0]!.searchParams.get('components')!.split('|').sort()).toEqual(['country:AU', 'postal_code:4350']);
    expect(seen[0]!.searchParams.get('key')).toBe(API_KEY);
  });

  it('ZERO_RESULTS is no such postcode: null (the page says "Invalid postcode")', async () => {
    replies = [{ body: { status: 'ZERO_RESULTS', results: [] } }];
    await expect(google().postcode('0999')).resolves.toBeNull();
  });

  it('asks once per postcode: the answer is kept', async () => {
    replies = [{ body: OK }];
    const geocoder = google();
    await geocoder.postcode('4350');
    await geocoder.postcode('4350');
    expect(seen).toHaveLength(1);
  });

  it('never asks for something that is not four digits', async () => {
    await expect(google().postcode('43a0')).resolves.toBeNull();
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['REQUEST_DENIED', { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] }],
    ['OVER_QUERY_LIMIT', { status: 'OVER_QUERY_LIMIT', error_message: 'You have exceeded your quota.', results: [] }],
    ['INVALID_REQUEST', { status: 'INVALID_REQUEST', results: [] }],
    ['OK without a location', { status: 'OK', results: [{ geometry: {} }] }],
    ['no status', { results: [] }],
  ])('%s: the provider failed, not the shopper (GeocoderUnavailableError)', async (_name, body) => {
    replies = [{ body }];
    await expect(google().postcode('4350')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it("names the status and Google's message in the error (for the log)", async () => {
    replies = [{ body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] } }];
    await expect(google().postcode('4350')).rejects.toThrow('REQUEST_DENIED: The provided API key is invalid.');
  });

  it('UNKNOWN_ERROR (a server error) is retried once, then succeeds', async () => {
    replies = [{ status: 500, body: { status: 'UNKNOWN_ERROR', results: [] } }, { body: OK }];
    await expect(google().postcode('4350')).resolves.toEqual({ lat: -27.5598, long: 151.9507 });
    expect(seen).toHaveLength(2);
  });

  it('a 500 twice is unavailable, after one retry only', async () => {
    replies = [{ status: 500, body: { status: 'UNKNOWN_ERROR', results: [] } }];
    await expect(google().postcode('4350')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    expect(seen).toHaveLength(2);
  });

  it('a malformed answer is unavailable', async () => {
    replies = [{ raw: '<html>gateway</html>' }];
    await expect(google().postcode('4350')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('a broken connection is unavailable', async () => {
    replies = ['reset'];
    await expect(google().postcode('4350')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('a provider that never answers is unavailable within the timeout', async () => {
    replies = ['hang'];
    await expect(google().postcode('4350')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
