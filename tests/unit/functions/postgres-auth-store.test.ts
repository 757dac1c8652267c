import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, it } from 'vitest';
import { createPostgresAuthStore } from '../../../functions/adapters/postgres-auth-store.ts';
import { describeAuthStoreContract } from './auth-store-contract.ts';

// PG_TEST_URL first: DATABASE_URL may name a database that is not meant for tests.
const url = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;

if (!url) {
  describe.skip('PostgreSQL auth store contract: set PG_TEST_URL or DATABASE_URL (DATABASE_URL=$(scripts/test-postgres.sh))', () => {
    it('needs a PostgreSQL server', () => {});
  });
} else {
  // Each store gets its own schema through search_path, so tests never see each other's rows.
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });
  const scopedUrl = (schema: string) => {
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    return scoped.toString();
  };

  describeAuthStoreContract(
    'PostgreSQL',
    async () => {
      const schema = `auth_store_test_${randomUUID().replaceAll('-', '')}`;
      schemas.push(schema);
      await admin.query(`CREATE SCHEMA "${schema}"`);
      return createPostgresAuthStore(scopedUrl(schema));
    },
    // A new pool on the last schema: what a restarted instance would see.
    async () => createPostgresAuthStore(scopedUrl(schemas.at(-1) ?? '')),
  );
}
