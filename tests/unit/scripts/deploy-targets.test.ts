import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployDirectory } from '../../../scripts/deploy/directory.ts';
import { deployS3, listKeys, MANIFEST_KEY } from '../../../scripts/deploy/s3.ts';

const PAGE = '<!doctype html><title>Home</title><script src="/_astro/app.abc123.js"></script>';

/** A small build as scripts/build-tenant.ts leaves it: pages, a hashed asset, copies, build-only files. */
function aBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dealer-deploy-build-'));
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  write('index.html', PAGE);
  write('index.html.gz', gzipSync(PAGE));
  write('index.html.br', 'brotli bytes');
  write('cars/blue-ute/index.html', '<h1>Blue ute</h1>');
  write('_astro/app.abc123.js', 'console.log(1)');
  write('robots.txt', 'User-agent: *');
  write('_headers', '/*\n  X-Frame-Options: DENY');
  write('.build.json', '{}');
  return dir;
}

describe('deploy target directory: a copy of the build, only changed files', () => {
  it('copies everything once, then nothing; a change copies one file; a removed file is deleted', async () => {
    const build = aBuild();
    const target = join(mkdtempSync(join(tmpdir(), 'dealer-deploy-dir-')), 'www');
    expect(await deployDirectory(build, target)).toMatchObject({ uploaded: 8, deleted: 0 });
    expect(readFileSync(join(target, 'cars/blue-ute/index.html'), 'utf8')).toBe('<h1>Blue ute</h1>');
    expect(await deployDirectory(build, target)).toMatchObject({ uploaded: 0, deleted: 0, unchanged: 8 });

    writeFileSync(join(build, 'robots.txt'), 'User-agent: *\nDisallow:');
    rmSync(join(build, 'cars'), { recursive: true });
    expect(await deployDirectory(build, target)).toMatchObject({ uploaded: 1, deleted: 1, unchanged: 6 });
    expect(readFileSync(join(target, 'robots.txt'), 'utf8')).toContain('Disallow');
    expect(existsSync(join(target, 'cars'))).toBe(false);
  });
});

describe('deploy target s3 against a local S3 server (s3rver)', () => {
  let server: S3rver;
  let client: S3Client;
  const bucket = 'dealer-sites';
  const env = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
  let target: {
    kind: 's3';
    bucket: string;
    prefix: string;
    region: string;
    endpoint: string;
    force_path_style: boolean;
  };

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    target = { kind: 's3', bucket, prefix: 'acme/', region: 'us-east-1', endpoint, force_path_style: true };
    client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
  });

  const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));

  it('uploads pages and assets with their headers, gzip bytes under the page key, no build-only files', async () => {
    const build = aBuild();
    const first = await deployS3(build, target, env);
    // index.html (its gzip bytes), the car page, the asset, robots.txt.
    expect(first).toMatchObject({ uploaded: 4, deleted: 0, unchanged: 0 });

    const home = await head('acme/index.html');
    expect(home).toMatchObject({
      ContentType: 'text/html; charset=utf-8',
      ContentEncoding: 'gzip',
      CacheControl: 'public, max-age=0, must-revalidate',
    });
    const body = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'acme/index.html' }));
    expect(Buffer.from(await body.Body!.transformToByteArray())).toEqual(gzipSync(PAGE));
    expect(await head('acme/_astro/app.abc123.js')).toMatchObject({
      CacheControl: 'public, max-age=31536000, immutable',
      ContentType: expect.stringMatching(/^text\/javascript/),
    });
    expect((await head('acme/cars/blue-ute/index.html')).ContentEncoding).toBeUndefined();
    for (const key of ['acme/_headers', 'acme/.build.json', 'acme/index.html.br', 'acme/index.html.gz'])
      await expect(head(key)).rejects.toThrow();
    await expect(head(`acme/${MANIFEST_KEY}`)).resolves.toBeTruthy();

    const again = await deployS3(build, target, env);
    expect(again).toMatchObject({ uploaded: 0, deleted: 0, unchanged: 4 });

    writeFileSync(join(build, 'robots.txt'), 'User-agent: *\nDisallow:');
    rmSync(join(build, 'cars'), { recursive: true });
    expect(await deployS3(build, target, env)).toMatchObject({ uploaded: 1, deleted: 1, unchanged: 2 });
    await expect(head('acme/cars/blue-ute/index.html')).rejects.toThrow();
  });

  it('re-sends an object the bucket lost even when the manifest lists it', async () => {
    const build = aBuild();
    const other = { ...target, prefix: 'lost/' };
    await deployS3(build, other, env);
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'lost/robots.txt' }));
    expect(await deployS3(build, other, env)).toMatchObject({ uploaded: 1 });
  });

  it('lists a prefix page by page', async () => {
    await deployS3(aBuild(), { ...target, prefix: 'paged/' }, env);
    const keys = await listKeys(client, bucket, 'paged/', 2);
    expect([...keys].sort()).toEqual(
      ['_astro/app.abc123.js', 'cars/blue-ute/index.html', 'index.html', 'robots.txt', MANIFEST_KEY]
        .map((key) => `paged/${key}`)
        .sort(),
    );
  });

  it('takes keys from the environment only', async () => {
    await expect(deployS3(aBuild(), target, {})).rejects.toThrow(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set',
    );
  });
});
