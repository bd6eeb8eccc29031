import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const meta = join(import.meta.dirname, 'migrations', 'meta');
const journal = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const snapshotOf = (tag: string) => JSON.parse(readFileSync(join(meta, `${tag.slice(0, 4)}_snapshot.json`), 'utf8')) as { id: string; prevId: string };

/**
 * drizzle-kit generates the next migration from the last snapshot and refuses to run when two snapshots
 * name the same parent (two branches' migrations merged side by side): every snapshot follows the one
 * before it in the journal, so `npm run db:generate -w apps/server` works for the next engineer.
 */
describe('migration snapshots', () => {
  it('form one chain in journal order, one snapshot per migration', () => {
    const tags = journal.entries.map((entry) => entry.tag);
    expect(readdirSync(meta).filter((name) => name.endsWith('_snapshot.json')).length).toBe(tags.length);
    for (let index = 1; index < tags.length; index += 1) {
      expect(snapshotOf(tags[index]!).prevId, `${tags[index]} follows ${tags[index - 1]}`).toBe(snapshotOf(tags[index - 1]!).id);
    }
  });
});
