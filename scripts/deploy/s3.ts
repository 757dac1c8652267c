/**
 * Deploy target `s3`: any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through
 * @aws-sdk/client-s3. Keys are `prefix` + the file's path (`cars/abc/index.html`); the prefix
 * belongs to the site alone, since objects under it that the build no longer has are deleted.
 *
 * - Changed files only: a manifest object (`<prefix>.deploy-manifest.json`) keeps, per key, a hash
 *   of the bytes sent and their headers; a key whose hash matches and which the bucket still lists
 *   is not sent again, so an unchanged site uploads nothing but the manifest check.
 * - Compression: S3 cannot choose an encoding per request, so a file with a gzip copy from the
 *   build (scripts/precompress.ts) is stored as those gzip bytes under its own key with
 *   `Content-Encoding: gzip`, which every browser and crawler accepts; the .br and .gz files
 *   themselves are not uploaded (brotli cannot be sent to a client that did not ask for it).
 * - Content-Type from the file name; Cache-Control as our server sends it (a year and immutable for
 *   hashed assets, revalidate for pages: `cacheControlFor`).
 * - Order: assets, then pages; then deletions, pages last.
 * - Credentials from the environment only: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (and
 *   AWS_SESSION_TOKEN), never site.json nor a profile file.
 */
import { readFile } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getMimeType } from 'hono/utils/mime';
import type { DeployConfig } from '../../src/domain/schemas/site-config.ts';
import { pool } from '../pool.ts';
import { cacheControlFor } from '../serve-app.ts';
import { buildFiles, pagesLast, sha256, type BuildFile, type DeployResult } from './build-files.ts';

type S3Target = Extract<DeployConfig, { kind: 's3' }>;

export const MANIFEST_KEY = '.deploy-manifest.json';
const PARALLEL_UPLOADS = 16;

/** The build's own files, never published: headers file, build record, feed rejections, compressed copies. */
const BUILD_ONLY = /^(?:_headers|\.build\.json|feeds\/rejected\.json|wrangler\.jsonc|\.assetsignore|_edge\/.*)$/;

export interface S3Object {
  key: string;
  file: BuildFile;
  body: string;
  contentType: string;
  contentEncoding?: 'gzip';
  cacheControl: string;
  /** Hash of the bytes sent and their headers: what the manifest compares. */
  fingerprint: string;
}

/** The objects a build becomes (without reading the bodies). */
export function objectsOf(files: readonly BuildFile[], prefix: string): S3Object[] {
  const paths = new Set(files.map((file) => file.path));
  const objects: S3Object[] = [];
  for (const file of files) {
    if (BUILD_ONLY.test(file.path)) continue;
    const copyOf = /\.(br|gz)$/.exec(file.path) ? file.path.replace(/\.(br|gz)$/, '') : null;
    if (copyOf && paths.has(copyOf)) continue;
    const gzip = files.find((other) => other.path === `${file.path}.gz`);
    const contentType = getMimeType(file.path) ?? 'application/octet-stream';
    const cacheControl = cacheControlFor(`/${file.path}`);
    const body = gzip ? gzip.absolute : file.absolute;
    const sent = gzip ? gzip.sha256 : file.sha256;
    objects.push({
      key: `${prefix}${file.path}`,
      file,
      body,
      contentType,
      ...(gzip ? { contentEncoding: 'gzip' as const } : {}),
      cacheControl,
      fingerprint: sha256(`${sent}|${contentType}|${gzip ? 'gzip' : ''}|${cacheControl}`),
    });
  }
  return objects;
}

/** A client for the target, with keys from the environment only. */
export function s3ClientFor(target: S3Target, env: Record<string, string | undefined>): S3Client {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('deploy s3: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set in the environment');
  return new S3Client({
    region: target.region,
    ...(target.endpoint ? { endpoint: target.endpoint } : {}),
    forcePathStyle: target.force_path_style,
    credentials: {
      accessKeyId,
      secretAccessKey,
      ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    },
  });
}

/**
 * Every key under `prefix`, a page at a time. ListObjects (v1, with Marker), not v2: AWS, R2 and
 * MinIO answer both, and s3rver (the local server of the tests) fails any truncated v2 listing on
 * Node 24 (its continuation token uses a cipher OpenSSL 3 no longer has).
 */
export async function listKeys(
  client: S3Client,
  bucket: string,
  prefix: string,
  pageSize = 1000,
): Promise<Set<string>> {
  const keys = new Set<string>();
  let marker: string | undefined;
  for (;;) {
    const page = await client.send(
      new ListObjectsCommand({ Bucket: bucket, Prefix: prefix || undefined, Marker: marker, MaxKeys: pageSize }),
    );
    const listed = (page.Contents ?? []).map((item) => item.Key).filter((key): key is string => Boolean(key));
    for (const key of listed) keys.add(key);
    if (!page.IsTruncated || !listed.length) return keys;
    marker = page.NextMarker ?? listed.at(-1);
  }
}

async function readManifest(client: S3Client, bucket: string, key: string): Promise<Record<string, string>> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const parsed = JSON.parse((await answer.Body?.transformToString()) ?? '{}') as { objects?: Record<string, string> };
    return parsed.objects ?? {};
  } catch {
    // None yet (a first deploy) or unreadable: every object is sent.
    return {};
  }
}

export async function deployS3(
  buildDir: string,
  target: S3Target,
  env: Record<string, string | undefined> = process.env,
  client: S3Client = s3ClientFor(target, env),
): Promise<DeployResult> {
  const started = performance.now();
  const manifestKey = `${target.prefix}${MANIFEST_KEY}`;
  const objects = pagesLast(objectsOf(await buildFiles(buildDir), target.prefix), (object) => object.key);
  const [listed, manifest] = await Promise.all([
    listKeys(client, target.bucket, target.prefix),
    readManifest(client, target.bucket, manifestKey),
  ]);
  const changed = objects.filter((object) => !(listed.has(object.key) && manifest[object.key] === object.fingerprint));
  const put = (object: S3Object) =>
    readFile(object.body).then((Body) =>
      client.send(
        new PutObjectCommand({
          Bucket: target.bucket,
          Key: object.key,
          Body,
          ContentType: object.contentType,
          ContentEncoding: object.contentEncoding,
          CacheControl: object.cacheControl,
          Metadata: { sha256: object.file.sha256 },
        }),
      ),
    );
  // Assets before pages: a page is never live before what it loads.
  await pool(
    changed.filter((object) => !object.key.endsWith('.html')),
    PARALLEL_UPLOADS,
    put,
  );
  await pool(
    changed.filter((object) => object.key.endsWith('.html')),
    PARALLEL_UPLOADS,
    put,
  );
  const wanted = new Set(objects.map((object) => object.key));
  const removed = pagesLast(
    [...listed].filter((key) => key !== manifestKey && !wanted.has(key)),
    (key) => key,
  );
  for (const key of removed) await client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key }));
  if (changed.length || removed.length || !listed.has(manifestKey))
    await client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: manifestKey,
        Body: JSON.stringify({ objects: Object.fromEntries(objects.map((o) => [o.key, o.fingerprint])) }),
        ContentType: 'application/json',
        CacheControl: 'no-store',
      }),
    );
  return {
    target: `s3 ${target.bucket}/${target.prefix}`,
    uploaded: changed.length,
    deleted: removed.length,
    unchanged: objects.length - changed.length,
    seconds: (performance.now() - started) / 1000,
  };
}
