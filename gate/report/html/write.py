"""Render the page with Jinja2 and write `DIR/index.html`.

Autoescaping is on for everything the template prints, so text from the pull request can only
ever be text. The style and the script are the package's own files, inlined so the page is one
file; the script is allowed by its hash in the page's Content-Security-Policy, which forbids
every request (`default-src 'none'`), so nothing injected could run or call out even if an
escape were ever missed.
"""

from __future__ import annotations

import base64
import functools
import hashlib
from collections.abc import Mapping, Sequence
from pathlib import Path

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from gate.core.errors import UsageError
from gate.core.files import write_atomically
from gate.docs.artifacts import Artifact
from gate.report.html.gold_records import NO_RECORDS, gold_artifacts
from gate.report.html.page import Page, Subject, build_page
from gate.report.html.sources import read_sources
from gate.session.history import HistoryLine

PAGE_NAME = "index.html"


#: The page's scripts, in the order they run: the table, then the reviewer's labels on it.
SCRIPTS = ("report.js", "review.js")


@functools.cache
def _environment() -> Environment:
    environment = Environment(loader=PackageLoader("gate.report.html", "templates"),
                              autoescape=select_autoescape(default=True,
                                                           default_for_string=True),
                              undefined=StrictUndefined, trim_blocks=False,
                              keep_trailing_newline=True)
    # `tojson` escapes <, >, & and ' whatever these say, so its output is safe in a <script>
    # data block; compact and unescaped non-ASCII keeps a 30,000-pair table small.
    environment.policies["json.dumps_kwargs"] = {"ensure_ascii": False,
                                                 "separators": (",", ":")}
    return environment


def _asset(name: str) -> str:
    return (Path(__file__).parent / "templates" / name).read_text(encoding="utf-8")


def policy(script: str) -> str:
    """No request of any kind; only this page's own script and inline style."""
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode()
    return ("default-src 'none'; img-src data:; style-src 'unsafe-inline'; "
            f"script-src 'sha256-{digest}'; base-uri 'none'; form-action 'none'")


def render_page(page: Page) -> str:
    script = "\n".join(_asset(name) for name in SCRIPTS)
    # Markup: the style and the script are this package's own files, never input.
    return _environment().get_template("index.html.j2").render(
        page=page, style=Markup(_asset("report.css")),  # noqa: S704
        script=Markup(script), policy=policy(script))  # noqa: S704


def write_html(directory: Path, subject: Subject, *, workspace: Path | None = None,
               history: Sequence[HistoryLine] = (), blob_base: str | None = None,
               pass_marks: Mapping[str, float] | None = None,
               artifacts: Sequence[Artifact] | None = None,
               graded_texts: Mapping[str, str] | None = None) -> Path:
    """Write the page; with `workspace`, the drafted files' text is read from it (bounded, as
    the grader reads it) for the file views, or taken from `graded_texts` when the run read
    them at a commit (a change: the checkout is not what was graded). `artifacts` are the
    ones the run graded: the label export carries their text, exactly what the judge was
    shown; without them the page has no export (the files are never read again for it).
    Returns the page's path."""
    files = sorted({r.file for r in subject.docs.results} | set(subject.files)) \
        if subject.docs else []
    sources = read_sources(workspace, files, graded_texts) \
        if workspace is not None and files else None
    gold = NO_RECORDS
    if artifacts is not None and subject.docs is not None:
        gold = gold_artifacts(artifacts, {(r.file, r.artifact_id) for r in subject.docs.results})
    page = build_page(subject, sources=sources, history=history, blob_base=blob_base,
                      pass_marks=pass_marks, gold=gold)
    path = directory / PAGE_NAME
    write_atomically(path, render_page(page))
    return path


def write_page(directory: Path, subject: Subject, workspace: Path | None = None, *,
               history: Sequence[HistoryLine] = (), blob_base: str | None = None,
               artifacts: Sequence[Artifact] | None = None) -> Path:
    """`write_html` for a command: a folder that cannot be written is a usage error that
    names it, not a traceback."""
    try:
        return write_html(directory, subject, workspace=workspace, history=history,
                          blob_base=blob_base, artifacts=artifacts)
    except OSError as error:
        raise UsageError(f"the HTML report cannot be written ({error.strerror or error}).",
                         remediation="pass --html a folder that can be created and written.",
                         path=str(directory)) from None
