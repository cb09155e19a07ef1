"""dbt properties files → artifacts, read the way dbt reads them.

Every documented resource kind is read (`dbt_resources.py` walks each one); this module holds
what they share: loading the file leniently, descriptions (with doc blocks resolved), columns,
data tests and the problems found on the way.

Lenient where dbt is lenient: a key written twice is a warning naming both lines and the last
one counts, as in dbt; a file that cannot be parsed, a `columns:` that is not a list or an
entry without a `name:` is a finding on its line, and the rest of the file and of the run is
still graded. Ids of models are SignalForge's (`column.email.description`, prefixed with the
model name when a file holds several models); other kinds carry their resource type and name
(`source.raw.orders.column.id.description`, `macro.cents.argument.column.description`).

dbt has no rationale field, so an absent rationale (`meta.rationale`, `config.meta.rationale`)
is no artifact at all rather than an empty one to fail. A column, model or other resource
listed without a description is graded as an empty description: documenting it was the job.
"""

from __future__ import annotations

from gate.core.errors import InputError
from gate.docs.artifacts import Artifact
from gate.docs.readers.dbt_reading import DbtReading
from gate.docs.readers.dbt_resources import read_resources
from gate.docs.readers.doc_blocks import DocBlocks
from gate.inputs.safe_yaml import LoadError, Located, load_yaml


def read_dbt(text: str, file: str, blocks: DocBlocks | None = None) -> DbtReading:
    """Everything one properties file yields; never raises for what is in the file."""
    try:
        located = load_yaml(text, duplicate_keys="last_wins", parser="libyaml")
    except LoadError as error:
        reading = DbtReading(file, Located(None), blocks or DocBlocks())
        reading.findings.append(InputError(f"{error}; nothing in this file was graded.",
                                           remediation=error.fix, path=file, line=error.line))
        return reading
    reading = DbtReading(file, located, blocks or DocBlocks())
    for duplicate in located.duplicates:
        key = ".".join(str(part) for part in duplicate.path)
        reading.warn(duplicate.line, f"key `{key}` is written twice (lines "
                     f"{duplicate.first_line} and {duplicate.line}); the last one counts, as "
                     "in dbt.")
    if isinstance(located.data, dict):
        read_resources(reading, located.data)
    return reading


def extract_dbt(text: str, file: str, blocks: DocBlocks | None = None) -> list[Artifact]:
    """The artifacts of one file, strictly: the first finding is raised."""
    reading = read_dbt(text, file, blocks)
    if reading.findings:
        raise reading.findings[0]
    return reading.artifacts
