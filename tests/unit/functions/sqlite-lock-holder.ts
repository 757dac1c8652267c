/**
 * Another process holding a SQLite file's write lock, for the tests of a store meeting a held lock
 * (tests/unit/functions/sqlite-thread.test.ts). Run by `fork` with the file as its argument; over
 * IPC it answers `lock` (BEGIN IMMEDIATE, then `locked`), `ping` (`pong`: it is alive and the
 * parent's event loop delivered the message) and `release` (ROLLBACK, then `released`).
 */
import { DatabaseSync } from 'node:sqlite';

const db = new DatabaseSync(process.argv[2] ?? '');
const send = (message: string) => process.send?.(message);

process.on('message', (message: string) => {
  if (message === 'lock') {
    db.exec('BEGIN IMMEDIATE');
    send('locked');
  } else if (message === 'ping') {
    send('pong');
  } else if (message === 'release') {
    db.exec('ROLLBACK');
    send('released');
  }
});
// The parent going away must not leave the lock held.
process.once('disconnect', () => process.exit(0));
