"""Serve the fake GitHub on a fixed port, seeded with the example pull request, for manual
end-to-end runs of the docker image (the container reaches it on the host's loopback).

    python -m tests.fakes.serve_github --port 8765 --workspace examples/demo-pr --dump out.json

Seeds PR #2 of Codertocat/Hello-World as in the real `pull_request.opened` payload, with the
workspace's drafted docs and audit log as the changed files and its signalforge.yml at the base
commit. On SIGINT/SIGTERM it writes the comments, statuses, requests and schema violations it
saw to --dump.

Faults for trying publishing by hand (each may be repeated): `--lose WRITE` carries out the
next POST/PATCH/DELETE of comments or check runs and then answers 502, `--fail-lists N`
answers the next N comment listings with 502, `--rate-limited` exhausts the primary rate
limit with its reset an hour away, `--app SLUG` makes the token an App installation's.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

from tests.fakes.github_api import FakeGitHub  # noqa: E402
from tests.fakes.github_api import _Server as Server  # noqa: E402

REPO = "Codertocat/Hello-World"
BASE_SHA = "f95f852bd8fca8fcc58a9a2d6c842781e32a215e"
HEAD_SHA = "ec26c3e57ca3a959ca5aad62de7213c562f8c821"
CHANGED = ("models/staging/schema.yml", ".signalforge/candidates/stg_payments.json",
           "docs/payments.md", ".cleo/audit-log.jsonl")


def seed(fake: FakeGitHub, workspace: Path) -> None:
    fake.add_repo(REPO, default_branch="master", default_sha=BASE_SHA)
    files = []
    for name in CHANGED:
        lines = (workspace / name).read_text().splitlines()
        patch = f"@@ -0,0 +1,{len(lines)} @@\n" + "\n".join(f"+{line}" for line in lines)
        files.append({"filename": name, "status": "added", "patch": patch})
        fake.put_file(REPO, name, HEAD_SHA, (workspace / name).read_bytes())  # graded from here
    fake.add_pull(REPO, 2, BASE_SHA, HEAD_SHA, files=files, base_ref="master",
                  head_ref="changes")
    fake.put_file(REPO, "signalforge.yml", BASE_SHA,
                  (workspace / "signalforge.yml").read_text())


def state(fake: FakeGitHub) -> dict[str, Any]:
    return {
        "comments": fake.comments(REPO, 2),
        "statuses": fake.statuses(REPO),
        "check_runs": fake.check_runs(REPO),
        "requests": [f"{r.method} {r.path}" for r in fake.requests],
        "violations": [str(v) for v in fake.violations],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--workspace", type=Path, required=True)
    parser.add_argument("--dump", type=Path, required=True)
    parser.add_argument("--read-only", action="store_true", help="a fork PR's token")
    parser.add_argument("--lose", action="append", default=[], metavar="METHOD",
                        choices=["POST", "PATCH", "DELETE"],
                        help="do the next such write, then answer 502")
    parser.add_argument("--fail-lists", type=int, default=0, metavar="N",
                        help="answer the next N comment listings with 502")
    parser.add_argument("--rate-limited", action="store_true",
                        help="the primary rate limit is used up for an hour")
    parser.add_argument("--app", metavar="SLUG", help="the token belongs to this GitHub App")
    args = parser.parse_args()
    fake = FakeGitHub(token_permissions="read" if args.read_only else "write",
                      **({"app_slug": args.app, "comment_author": f"{args.app}[bot]"}
                         if args.app else {}))
    inject(fake, args)
    server = Server(("127.0.0.1", args.port), _handler())
    server.fake = fake  # type: ignore[attr-defined]
    fake._server = server  # serve on the fixed port the container is told about
    seed(fake, args.workspace)
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    print(f"serving {fake.base_url}", flush=True)
    stop.wait()
    server.shutdown()
    args.dump.write_text(json.dumps(state(fake), indent=2))
    return 0


def inject(fake: FakeGitHub, args: argparse.Namespace) -> None:
    """The faults the command line asked for."""
    for method in args.lose:
        fake.lose_next_response(method, r"/(comments|check-runs)(/\d+)?$")
    if args.fail_lists:
        fake.fail_next("GET", r"/issues/\d+/comments$", 502, times=args.fail_lists)
    if args.rate_limited:
        fake.exhaust_rate_limit()


def _handler() -> Any:
    from tests.fakes.github_api import _Handler
    return _Handler


if __name__ == "__main__":
    sys.exit(main())
