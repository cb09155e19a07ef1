"""The audit of the agent's own workflow run: found, downloaded and unpacked into private files.

`gate.github.agent_run` finds and checks the run through the API; `gate.inputs.artifact_zip`
unpacks its zip with bounds. This module joins them for the session stage and describes the
run as the grade's provenance.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from gate.configure.gate_settings import SessionSettings
from gate.github.agent_run import PullRequestAt, download_artifact, find_agent_artifact
from gate.inputs.artifact_zip import Member, unpack
from gate.session.provenance import ACCOUNTS, AgentRun
from gate.session.reading.limits import MAX_AUDIT_BYTES

if TYPE_CHECKING:
    from gate.github.pull_request import PullRequestClient

#: The zip as downloaded: an audit compresses well, so a quarter of the unpacked limit.
MAX_ARTIFACT_ZIP_BYTES = MAX_AUDIT_BYTES // 4


@dataclass(frozen=True)
class AgentAudit:
    run: AgentRun
    members: list[Member]
    account: str


def agent_audit(client: PullRequestClient, settings: SessionSettings, pull: PullRequestAt,
                private: Path) -> AgentAudit:
    """The agent's run's audit files; MissingPiece or InputError saying why not."""
    assert settings.workflow is not None  # the configuration requires it with this source
    found = find_agent_artifact(client, workflow=settings.workflow, events=settings.events,
                                pull=pull, artifact=settings.artifact)
    archive = private / "artifact.zip"
    with archive.open("wb") as sink:
        download_artifact(client, found, MAX_ARTIFACT_ZIP_BYTES, sink)
    folder = private / "artifact"
    folder.mkdir()
    shown = f"{found.artifact} (run {found.run_id})"
    members = unpack(archive, folder, budget=MAX_AUDIT_BYTES, shown=shown)
    archive.unlink()
    run = AgentRun(run_id=found.run_id, workflow=found.workflow, event=found.event,
                   head_sha=found.head_sha, artifact=found.artifact, url=found.url)
    account = (f"{ACCOUNTS['agent-run']}: run {found.run_id} of {found.workflow} "
               f"({found.event}) at {found.head_sha[:12]}")
    return AgentAudit(run, members, account)
