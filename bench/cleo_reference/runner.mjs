// Grades one CLEO audit log with CLEO's own `gradeSession` and prints the result as JSON.
// Usage: node cleo-grade.mjs LOG [SESSION]  (SESSION: the first entry's session by default)
import { mkdtempSync, openSync, readSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useAuditLog } from './src/dispatch/middleware/audit.js';
import { gradeSession } from './src/core/sessions/session-grade.ts';

function firstSession(path) {
  const fd = openSync(path, 'r');
  const head = Buffer.alloc(65536);
  const read = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  const text = head.subarray(0, read).toString('utf8').trimStart();
  if (text.startsWith('[')) return JSON.parse(readFileSync(path, 'utf8'))[0].sessionId;
  return JSON.parse(text.split('\n', 1)[0]).sessionId;
}

const [log, session] = process.argv.slice(2);
useAuditLog(log);
// gradeSession appends its result to <cwd>/.cleo/metrics/GRADES.jsonl (best effort): a scratch folder.
const scratch = mkdtempSync(join(tmpdir(), 'cleo-grade-'));
try {
  const result = await gradeSession(session ?? firstSession(log), scratch);
  process.stdout.write(JSON.stringify(result) + '\n');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
