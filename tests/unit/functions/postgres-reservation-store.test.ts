import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, it } from 'vitest';
import { createPostgresLeadStore } from '../../../functions/adapters/postgres-lead-store.ts';
import { createPostgresReservationStore } from '../../../functions/adapters/postgres-reservation-store.ts';
import { describeReservationStoreContract } from './reservation-store-contract.ts';

const url = process.env.PG_TEST_URL ?? process.env.DATABASE_URL;

if (!url) {
  describe.skip('PostgreSQL reservation store contract: set PG_TEST_URL (PG_TEST_URL=$(scripts/test-postgres.sh))', () => {
    it('needs a PostgreSQL server', () => {});
  });
} else {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  describeReservationStoreContract('PostgreSQL', async () => {
    const schema = `reservation_test_${randomUUID().replaceAll('-', '')}`;
    schemas.push(schema);
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    return {
      store: createPostgresReservationStore(scoped.toString()),
      leads: createPostgresLeadStore(scoped.toString()),
    };
  });
}
