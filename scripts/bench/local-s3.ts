/**
 * A local S3-compatible server (s3rver, as the deploy tests use) with one empty bucket, for the
 * deploy figures of `npm run bench:fleet`: what the `s3` deploy target uploads, and how long it
 * takes, for a tenant's first deploy, an unchanged one, and one after a night's changes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { deployS3 } from '../deploy/s3.ts';

type S3Target = Parameters<typeof deployS3>[1];

export interface LocalS3 {
  target: S3Target;
  /** The credentials the deploy reads from the environment (s3rver accepts its own fixed pair). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(prefix: string): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = 'dealer-sites';
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    target: { kind: 's3', bucket, prefix, region: 'us-east-1', endpoint, force_path_style: true },
    env: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
