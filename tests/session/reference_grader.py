"""A test oracle: CLEO's `gradeSession` transliterated line by line, over a list in memory.

It shares nothing with `gate.session.rubric` but the entry type, and reads like the reference
(filter the list, count, compare), so the property tests can check the one-pass tally against
it on any input.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from gate.session.reading.entries import AuditEntry

JS_WS = ("\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
         "\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff")


def _time(ts: str) -> float:
    parsed = datetime.fromisoformat(ts)
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return parsed.timestamp()


def reference_grade(session_id: str, all_entries: list[AuditEntry]) -> dict[str, Any]:
    entries = sorted((e for e in all_entries if e.session_id == session_id),
                     key=lambda e: e.timestamp)
    flags: list[str] = []
    dims = {name: {"score": 0, "max": 20, "evidence": []} for name in (
        "sessionDiscipline", "discoveryEfficiency", "taskHygiene", "errorProtocol",
        "disclosureUse")}
    if not entries:
        return {"totalScore": 0, "dimensions": dims, "entryCount": 0, "flags": [
            "No audit entries found for session (use --grade flag when starting session)"]}

    lists = [e for e in entries if e.domain == "session" and e.operation == "list"]
    ends = [e for e in entries if e.domain == "session" and e.operation == "end"]
    task_ops = [e for e in entries if e.domain == "tasks"]
    score = 0
    if lists:
        first_task = _time(task_ops[0].timestamp) if task_ops else math.inf
        if _time(lists[0].timestamp) <= first_task:
            score += 10
            dims["sessionDiscipline"]["evidence"].append("session.list called before first task op")
        else:
            flags.append("session.list called after task ops (should check sessions first)")
    else:
        flags.append("session.list never called (check existing sessions before starting)")
    if ends:
        score += 10
        dims["sessionDiscipline"]["evidence"].append("session.end called")
    else:
        flags.append("session.end never called (always end sessions when done)")
    dims["sessionDiscipline"]["score"] = score

    finds = [e for e in entries if e.domain == "tasks" and e.operation == "find"]
    tlists = [e for e in entries if e.domain == "tasks" and e.operation == "list"]
    shows = [e for e in entries if e.domain == "tasks" and e.operation == "show"]
    score = 0
    total = len(finds) + len(tlists)
    if total > 0:
        ratio = len(finds) / total
        if ratio >= 0.8:
            score += 15
            pct = Decimal(ratio * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)
            dims["discoveryEfficiency"]["evidence"].append(f"find:list ratio {pct}% >= 80%")
        else:
            flags.append(f"tasks.list used {len(tlists)}x (prefer tasks.find for discovery)")
            score += math.floor(15 * ratio + 0.5)
    else:
        score += 10
        dims["discoveryEfficiency"]["evidence"].append("No discovery calls needed")
    if shows:
        score = min(20, score + 5)
        dims["discoveryEfficiency"]["evidence"].append(f"tasks.show used {len(shows)}x for detail")
    dims["discoveryEfficiency"]["score"] = min(20, score)

    adds = [e for e in entries if e.domain == "tasks" and e.operation == "add" and e.success]
    exists = [e for e in entries if e.domain == "tasks" and e.operation == "exists"]
    score = 20
    for add in adds:
        if not add.description or len(add.description.strip(JS_WS)) == 0:
            score -= 5
            flags.append(f"tasks.add without description (taskId: "
                         f"{add.task_id if add.task_id is not None else 'unknown'})")
    subtasks = [e for e in adds if e.has_parent]
    if subtasks and exists:
        dims["taskHygiene"]["evidence"].append("Parent existence verified before subtask creation")
    elif subtasks:
        flags.append("Subtasks created without tasks.exists parent check")
        score -= 3
    if adds and score >= 20:
        dims["taskHygiene"]["evidence"].append(f"All {len(adds)} tasks.add calls had descriptions")
    dims["taskHygiene"]["score"] = max(0, score)

    errors = [i for i, e in enumerate(entries) if not e.success and e.exit_code == 4]
    score = 20
    for index in errors:
        window = entries[index + 1:index + 5]
        if any(e.domain == "tasks" and e.operation in ("find", "exists") for e in window):
            dims["errorProtocol"]["evidence"].append("E_NOT_FOUND followed by recovery lookup")
        else:
            score -= 5
            err = entries[index]
            flags.append(f"E_NOT_FOUND ({err.domain}.{err.operation}) not followed by recovery "
                         "lookup")
    titles = [t for t in ((e.title or "").lower().strip(JS_WS) for e in adds) if t]
    duplicates = len(titles) - len(set(titles))
    if duplicates > 0:
        score -= 5
        flags.append(f"{duplicates} potentially duplicate task create(s) detected")
    unchecked = sum(1 for e in entries if not e.success and e.exit_code is None)
    if unchecked:
        dims["errorProtocol"]["evidence"].append(
            f"E_NOT_FOUND rule not checked for {unchecked} failed call(s) with no exit code")
    elif not errors and duplicates == 0:
        dims["errorProtocol"]["evidence"].append("No error protocol violations")
    dims["errorProtocol"]["score"] = max(0, score)

    helps = [e for e in entries if (e.domain, e.operation) in {
        ("admin", "help"), ("tools", "skill.show"), ("tools", "skill.list"),
        ("skills", "list"), ("skills", "show")}]
    mcp = [e for e in entries if e.gateway in ("cleo_query", "query")]
    score = 0
    if helps:
        score += 10
        dims["disclosureUse"]["evidence"].append(f"Progressive disclosure used ({len(helps)}x)")
    else:
        flags.append("No admin.help or skill lookup calls (load ct-cleo for guidance)")
    if mcp:
        score += 10
        dims["disclosureUse"]["evidence"].append(f"cleo_query (MCP) used {len(mcp)}x")
    else:
        flags.append("No MCP query calls (prefer cleo_query over CLI for programmatic access)")
    dims["disclosureUse"]["score"] = score
    return {"totalScore": sum(d["score"] for d in dims.values()), "dimensions": dims,
            "entryCount": len(entries), "flags": flags}
