import { withTenantLock } from '../../../scripts/publish.ts';

/**
 * Another run holding a tenant's lock: resolves once it really holds it (taking it is three awaited file operations,
 * which a call started after this one could otherwise overtake, as one CI run did), with `release` to end that run's
 * work and wait for its lock to go.
 */
export async function holdTenantLock(root: string, slug: string): Promise<{ release: () => Promise<void> }> {
  let finish!: () => void;
  let held!: () => void;
  const taken = new Promise<void>((resolve) => (held = resolve));
  const holding = withTenantLock(root, slug, () => {
    held();
    return new Promise<void>((resolve) => (finish = resolve));
  });
  await taken;
  return {
    release: async () => {
      finish();
      await holding;
    },
  };
}
