import { type Database, type Migration, migrate } from './database';

/**
 * Tables of the mapping domain (migration domain 'mapping'). Every row is scoped by `conn`, the
 * connection key (profile id), so a demo chain and a production chain never mix in one file.
 *
 * Items are keyed by (conn, branch, item_id) and keep the service's order in `position`; drafts and
 * ignore lists are separate tables so a refresh of the items never touches what the user typed.
 */
const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
CREATE TABLE mapping_branches (
  conn TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  extra TEXT,
  position INTEGER NOT NULL,
  fetched_at TEXT NOT NULL,
  PRIMARY KEY (conn, code)
) WITHOUT ROWID;

CREATE TABLE mapping_item_sets (
  conn TEXT NOT NULL,
  branch TEXT NOT NULL,
  fetched_at TEXT NOT NULL,
  PRIMARY KEY (conn, branch)
) WITHOUT ROWID;

CREATE TABLE mapping_items (
  conn TEXT NOT NULL,
  branch TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  item_no TEXT NOT NULL,
  name TEXT NOT NULL,
  code TEXT NOT NULL,
  extra TEXT,
  PRIMARY KEY (conn, branch, item_id)
) WITHOUT ROWID;
CREATE INDEX mapping_items_item_no ON mapping_items (conn, item_no);

CREATE TABLE mapping_drafts (
  conn TEXT NOT NULL,
  branch TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  base TEXT NOT NULL,
  edited_at TEXT NOT NULL,
  PRIMARY KEY (conn, branch, item_id)
) WITHOUT ROWID;

CREATE TABLE mapping_draft_meta (
  conn TEXT NOT NULL,
  branch TEXT NOT NULL,
  revert_of TEXT,
  PRIMARY KEY (conn, branch)
) WITHOUT ROWID;

CREATE TABLE mapping_ignored (
  conn TEXT NOT NULL,
  branch TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  PRIMARY KEY (conn, branch, item_id)
) WITHOUT ROWID;

CREATE TABLE mapping_submissions (
  id TEXT PRIMARY KEY,
  conn TEXT NOT NULL,
  connection TEXT NOT NULL,
  branch TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  state TEXT NOT NULL,
  revert_of TEXT,
  batch_size INTEGER NOT NULL,
  count_set INTEGER NOT NULL,
  count_change INTEGER NOT NULL,
  count_clear INTEGER NOT NULL,
  owner_pid INTEGER,
  owner_run TEXT,
  error TEXT,
  verification TEXT
);
CREATE INDEX mapping_submissions_conn ON mapping_submissions (conn, branch, started_at);
CREATE INDEX mapping_submissions_state ON mapping_submissions (state);

CREATE TABLE mapping_submission_batches (
  submission_id TEXT NOT NULL REFERENCES mapping_submissions (id) ON DELETE CASCADE,
  idx INTEGER NOT NULL,
  size INTEGER NOT NULL,
  status TEXT NOT NULL,
  rejected TEXT NOT NULL DEFAULT '[]',
  error TEXT,
  PRIMARY KEY (submission_id, idx)
) WITHOUT ROWID;

CREATE TABLE mapping_submission_records (
  submission_id TEXT NOT NULL REFERENCES mapping_submissions (id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  batch_idx INTEGER NOT NULL,
  item_no TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  before TEXT NOT NULL,
  after TEXT NOT NULL,
  status TEXT NOT NULL,
  reason TEXT,
  PRIMARY KEY (submission_id, item_id)
) WITHOUT ROWID;
CREATE INDEX mapping_submission_records_batch ON mapping_submission_records (submission_id, batch_idx);

CREATE TABLE mapping_catalogue (
  conn TEXT NOT NULL,
  position INTEGER NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  grp TEXT,
  PRIMARY KEY (conn, position)
) WITHOUT ROWID;

CREATE TABLE mapping_catalogue_meta (
  conn TEXT PRIMARY KEY,
  file_name TEXT NOT NULL,
  imported_at TEXT NOT NULL
) WITHOUT ROWID;
`,
  },
  {
    // Once held a submission's later records as one JSON text; no longer written or read (migrations
    // are append-only, so the columns stay).
    version: 2,
    sql: `
ALTER TABLE mapping_submissions ADD COLUMN deferred_records TEXT;
ALTER TABLE mapping_submissions ADD COLUMN deferred_seq INTEGER;
`,
  },
  {
    // What the user decided about suggestions, per connection (every branch learns from it):
    // alias = this POS name is this code; rejection = this POS name is never this code.
    version: 3,
    sql: `
CREATE TABLE mapping_decisions (
  conn TEXT NOT NULL,
  kind TEXT NOT NULL,
  name_key TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  origin TEXT NOT NULL,
  decided_at TEXT NOT NULL,
  PRIMARY KEY (conn, kind, name_key, code)
) WITHOUT ROWID;
`,
  },
  {
    // Who sent a submission: the profile's user name when it started (never a secret). Entries
    // written before have none, and the history shows a dash for them.
    version: 4,
    sql: `
ALTER TABLE mapping_submissions ADD COLUMN sent_by TEXT;
`,
  },
];

const MAPPING_DOMAIN = 'mapping';

/** Creates or upgrades the mapping tables; safe to call on every start. */
export function migrateMapping(db: Database): void {
  migrate(db, MAPPING_DOMAIN, MIGRATIONS);
}
