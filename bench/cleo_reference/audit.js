// The audit reader CLEO's session grader imports (`queryAudit`), as a reader of one log file.
// It reads as CLEO's JSON-lines reader did before CLEO moved its audit to SQLite: the whole
// file as UTF-8, split on newlines, blank lines dropped, `JSON.parse` on each (a file that is
// one JSON array is parsed whole). It selects as CLEO's SQL query at 1c4e8eaa5 does: the
// graded session's entries, ordered by the timestamp string (a stable sort), but without the
// query's default `LIMIT 1000`, so that every entry is graded.
import { readFile } from 'node:fs/promises';

let logPath = '';

/** The log file the next `queryAudit` reads. */
export function useAuditLog(path) {
  logPath = path;
}

export async function queryAudit(options) {
  const content = await readFile(logPath, 'utf8');
  const entries = content.trimStart().startsWith('[')
    ? JSON.parse(content)
    : content.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line));
  const session = options?.sessionId;
  const selected = session ? entries.filter((entry) => entry.sessionId === session) : entries;
  return selected.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}
