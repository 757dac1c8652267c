/** The one export of workerd's `cloudflare:workers` module that test-stores.workerd.ts reads. */
declare module 'cloudflare:workers' {
  export const env: unknown;
}
