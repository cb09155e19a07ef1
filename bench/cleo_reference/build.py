"""Build CLEO's own session grader as the reference of `bench/session_1m.py --reference` and
`bench/issue_figures.py --reference`, and check it against CLEO's example logs.

Usage:  python -m bench.cleo_reference.build CLEO_GIT_DIR OUT [--examples DIR]

CLEO's code is not part of this project (its licence is not ours), so it is fetched from a
clone of kryptobaseddev/cleo at build time and never copied here: `session-grade.ts` and the
`paths.ts` it imports, at commit 1c4e8eaa5 (the version of CLEO-GRADE-SPEC 1.0.0), are
written under OUT as they are. The grader's one other import, the audit reader, resolves to
`audit.js` here (placed where that import points, `src/dispatch/middleware/audit.js`), and
`runner.mjs` grades a log with CLEO's `gradeSession`; both are this project's. esbuild (from
npm, installed under OUT) bundles the three for node 20, unchanged, into OUT/cleo-grade.mjs.
Run it as `--reference 'node OUT/cleo-grade.mjs {log}'`.

With --examples (the folder of CLEO's example logs and their `*.expected.json`), each
example is graded and compared with the expected result, the grading timestamp aside.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMMIT = "1c4e8eaa5"
#: CLEO's files the grader is built from, read from CLEO's history as they are.
SOURCES = ("src/core/sessions/session-grade.ts", "src/core/paths.ts")
SHIM = "src/dispatch/middleware/audit.js"
ESBUILD = "esbuild@0.28.2"
#: CLEO's example logs: (log, session graded or None for the first entry's, expected result).
EXAMPLES = (
    ("perfect.json", None, "perfect"),
    ("perfect-cleo_query.json", None, "perfect-cleo_query"),
    ("violations.jsonl", None, "violations"),
    ("sloppy-cleo-test.json", None, "sloppy-cleo-test"),
    ("perfect.json", "ses_missing", "perfect.session-ses_missing"),
)


def build(cleo: Path, out: Path) -> Path:
    """The bundled grader, OUT/cleo-grade.mjs."""
    for source in SOURCES:
        text = subprocess.run(["git", f"--git-dir={cleo}", "show", f"{COMMIT}:{source}"],
                              check=True, capture_output=True).stdout
        (out / source).parent.mkdir(parents=True, exist_ok=True)
        (out / source).write_bytes(text)
    (out / SHIM).parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(HERE / "audit.js", out / SHIM)
    shutil.copyfile(HERE / "runner.mjs", out / "runner.mjs")
    (out / "package.json").write_text('{"private": true}\n')
    subprocess.run(["npm", "install", "--no-audit", "--no-fund", ESBUILD], cwd=out, check=True)
    subprocess.run(["npx", "esbuild", "runner.mjs", "--bundle", "--platform=node",
                    "--format=esm", "--target=node20", "--outfile=cleo-grade.mjs"],
                   cwd=out, check=True)
    return out / "cleo-grade.mjs"


def check(grader: Path, examples: Path) -> bool:
    """Whether the grader returns each example's expected result (its timestamp aside)."""
    same = True
    for log, session, expected in EXAMPLES:
        command = ["node", str(grader), str(examples / log), *([session] if session else [])]
        got = json.loads(subprocess.run(command, check=True, capture_output=True).stdout)
        want = json.loads((examples / f"{expected}.expected.json").read_text())["result"]
        got["timestamp"] = want["timestamp"]
        print(f"{expected}: {'as expected' if got == want else 'DIFFERENT'} "
              f"({got['totalScore']}/100)")
        same = same and got == want
    return same


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("cleo", type=Path, help="a clone of kryptobaseddev/cleo (its git dir)")
    parser.add_argument("out", type=Path, help="where to build (outside this repository)")
    parser.add_argument("--examples", type=Path, help="CLEO's example logs, to check against")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    grader = build(args.cleo.resolve(), args.out.resolve())
    print(f"built {grader}: --reference 'node {grader} {{log}}'")
    return 0 if args.examples is None or check(grader, args.examples) else 1


if __name__ == "__main__":
    sys.exit(main())
