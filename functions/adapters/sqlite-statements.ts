import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** Each SQL text prepared once per connection, then reused: the stores run the same few statements all day. */
export function preparedStatements(db: DatabaseSync): (text: string) => StatementSync {
  const statements = new Map<string, StatementSync>();
  return (text) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
}
