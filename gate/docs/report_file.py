"""The docs report as text in pieces: the same text as `report.model_dump_json(indent=2)`,
never held whole (`gate.core.files.write_lines_atomically` writes each piece as it comes).

A whole dbt project is tens of thousands of pairs (GitLab's: 51,801), and its report tens of
megabytes (36 MB): serialised in one piece, the JSON is held twice at the peak (as bytes, then
as text) next to the report itself. Here everything but the results is serialised once, and the
results in chunks of `RESULTS_PER_PIECE` (100), each indented as it sits in the whole document and
written as it is made.

The splice is exact because of how an indented JSON document is laid out: a line break inside a
string is written `\\n`, so the only lines that start with two spaces and a quote are the
top-level keys, and the results' place is the line of the field declared after them.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from itertools import islice

from pydantic import TypeAdapter

from gate.docs.models import GradingReport, GradingResult

#: A piece of results is held about six times on its way out (serialised, decoded, indented,
#: formatted, redacted, encoded): at 1,000 results that was 10 MB over the peak of
#: Mattermost's 16,232-pair project, at 100 it is within the noise, and no slower.
RESULTS_PER_PIECE = 100
INDENT = 2


@cache
def _results_adapter() -> TypeAdapter[tuple[GradingResult, ...]]:
    """Built at the first report, not at import (a warm run may never write one)."""
    return TypeAdapter(tuple[GradingResult, ...])


def report_lines(report: GradingReport) -> Iterator[str]:
    """The text of `report.model_dump_json(indent=2) + "\\n"`, in pieces of whole lines."""
    rest = report.model_dump_json(indent=INDENT, exclude={"results"})
    fields = list(GradingReport.model_fields)
    after = fields[fields.index("results") + 1]
    cut = rest.index(f'\n{" " * INDENT}"{after}": ') + 1
    yield rest[:cut]
    yield from _results_lines(report.results)
    yield rest[cut:] + "\n"


def _results_lines(results: tuple[GradingResult, ...]) -> Iterator[str]:
    key = f'{" " * INDENT}"results": '
    if not results:
        yield f"{key}[],\n"
        return
    yield f"{key}[\n"
    pieces = iter(results)
    chunk = tuple(islice(pieces, RESULTS_PER_PIECE))
    while chunk:
        # `[\n  {...},\n  {...}\n]`: the items without the brackets, one level deeper.
        listed = _results_adapter().dump_json(chunk, indent=INDENT).decode("utf-8")
        items = listed[2:-2].replace("\n", "\n" + " " * INDENT)
        chunk = tuple(islice(pieces, RESULTS_PER_PIECE))
        yield f"{' ' * INDENT}{items}{',' if chunk else ''}\n"
    yield f"{' ' * INDENT}],\n"
