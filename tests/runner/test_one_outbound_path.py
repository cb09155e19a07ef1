"""One way out to GitHub: every body the gate sends is an `Outbound`, redacted when it is made,
and only `PullRequestClient._exchange` hands anything to PyGithub's requester. A new sink that
called PyGithub's write methods (or its requester) directly would bypass the redaction
registry; this test names it."""

from __future__ import annotations

import ast
from pathlib import Path

from gate.core.redaction import MASK, register
from gate.github.outbound import Outbound

GATE = Path(__file__).resolve().parent.parent.parent / "gate"
#: PyGithub's requester, and its methods that write to GitHub.
SENDING = {"requester", "_requester", "requestJsonAndCheck", "requestJson", "requestMultipart",
           "requestMultipartAndCheck", "requestBlobAndCheck", "requestMemoryBlobAndCheck",
           "create_issue_comment", "create_comment", "create_review", "create_review_comment",
           "create_check_run", "create_status", "create_issue", "edit", "delete",
           "create_reaction", "create_file", "update_file", "edit_check_run"}
THE_ONE_WAY = ("github/pull_request.py", "_exchange")
#: The one read that streams bytes rather than JSON (an artifact's zip): it sends no body.
THE_ONE_DOWNLOAD = ("github/pull_request.py", "download")


def calls_to_github(path: Path) -> list[tuple[str, str, int]]:
    """(function, attribute, line) of every use of a sending attribute in `path`."""
    found = []
    tree = ast.parse(path.read_text(), filename=str(path))
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(function):
            if isinstance(node, ast.Attribute) and node.attr in SENDING:
                found.append((function.name, node.attr, node.lineno))
    return found


def test_only_the_client_s_exchange_talks_to_pygithub_s_requester() -> None:
    strays = []
    seen_the_one_way = False
    for path in sorted(GATE.rglob("*.py")):
        relative = path.relative_to(GATE).as_posix()
        for function, attribute, line in calls_to_github(path):
            if (relative, function) == THE_ONE_WAY:
                seen_the_one_way = True
                continue
            if (relative, function) == THE_ONE_DOWNLOAD and attribute == "requester":
                continue
            if (relative, function, attribute) == ("publishing/publish.py", "review",
                                                   "create_review"):
                continue  # the gate's own client method, which sends through `send`
            strays.append(f"gate/{relative}:{line} {function}() uses .{attribute}")
    assert seen_the_one_way  # the scan does find the one allowed call
    assert strays == []


def test_an_outbound_body_is_redacted_at_every_depth() -> None:
    secret = "sk-ant-api03-an-outbound-secret"
    register(secret)
    body = Outbound({"output": {"title": f"t {secret}", "summary": f"<b>{secret}</b>",
                                "annotations": [{"message": f"said {secret}", "line": 3}]},
                     secret: "as a key", "count": 2, "flag": True, "none": None})

    text = repr(body.payload)
    assert secret not in text
    assert body.payload["output"]["annotations"][0] == {"message": f"said {MASK}", "line": 3}
    assert body.payload["output"]["summary"] == f"<b>{MASK}</b>"
    assert body.payload[MASK] == "as a key"
    assert (body.payload["count"], body.payload["flag"], body.payload["none"]) == (2, True, None)
