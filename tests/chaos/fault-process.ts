/**
 * The functions server process the chaos scenarios fuzz and kill: tests/unit/functions/fault-server.ts
 * (the production pipeline with test pacing) against a fake CRM that checks webhook signatures.
 */
import { Agent } from 'node:http';
import { startFakeCrm, type FakeCrm } from '../unit/functions/lead-fault-crm.ts';
import { freePort, startFaultServer, type RunningServer } from '../unit/functions/lead-fault-client.ts';
import { FAULT_SECRET_ENV, seededRandom } from '../unit/functions/lead-fault-config.ts';

/** A fixed 32-byte key as a `whsec_` secret, the way a CRM hands one out. */
export const CRM_KEY = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256);
const CRM_SECRET = `whsec_${Buffer.from(CRM_KEY).toString('base64')}`;

export interface FaultProcess {
  port: number;
  crm: FakeCrm;
  agent: Agent;
  server: RunningServer;
  stop(): Promise<void>;
}

/** Starts a fake CRM and the fault server on a free port, storing leads in `db` (or DATABASE_URL in `env`). */
export async function startFaultProcess(
  seed: number,
  db: string,
  env: Record<string, string> = {},
): Promise<FaultProcess> {
  const crm = await startFakeCrm(CRM_KEY, { isDown: () => false });
  const port = await freePort(seededRandom(seed));
  const server = await startFaultServer({
    FAULT_PORT: String(port),
    FAULT_DB: db,
    FAULT_CRM_URL: crm.url,
    [FAULT_SECRET_ENV]: CRM_SECRET,
    FAULT_SEED: String(seed),
    // SQLite at `db` unless the caller passes a DATABASE_URL, whatever the runner's environment says.
    DATABASE_URL: '',
    ...env,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  return {
    port,
    crm,
    agent,
    server,
    async stop() {
      agent.destroy();
      server.child.kill('SIGTERM');
      await server.exited;
      await crm.close();
    },
  };
}
