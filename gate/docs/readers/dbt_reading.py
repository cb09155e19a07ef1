"""Reading one dbt properties file: what every resource kind shares.

Descriptions (with doc blocks resolved), columns, data tests, and the problems found on the
way. `DbtReading` collects them; `dbt_resources.py` walks each kind with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from gate.configure.artifact_kinds import ArtifactKind
from gate.core.errors import InputError
from gate.core.safe_text import safe_name
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest, data_test_ids
from gate.docs.readers.doc_blocks import DocBlocks, Resolved, has_reference
from gate.inputs.safe_yaml import Located

TEST_KEYS = ("data_tests", "tests")
Where = tuple[str | int, ...]


@dataclass
class DbtReading:
    """What one properties file yielded: artifacts, warnings, and findings (problems that make
    part of the file unreadable; they are reported and fail the run as bad input)."""

    file: str
    located: Located
    blocks: DocBlocks
    artifacts: list[Artifact] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    findings: list[InputError] = field(default_factory=list)

    def line(self, where: Where) -> int | None:
        return self.located.line_of(where)

    def warn(self, where: Where | int | None, message: str) -> None:
        line = where if isinstance(where, int) or where is None else self.line(where)
        self.notes.append(f"{self.file}:{line}: {message}" if line else f"{self.file}: {message}")

    def finding(self, where: Where, message: str, fix: str) -> None:
        self.findings.append(InputError(message, remediation=fix, path=self.file,
                                        line=self.line(where)))

    def entries(self, node: dict[str, Any], key: str, where: Where, what: str,
                ) -> list[tuple[Where, dict[str, Any]]]:
        """`node[key]` as a list of named entries; anything else is a finding on its line."""
        value = node.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            self.finding((*where, key), f"`{key}` of {what} is not a list.",
                         f"write `{key}:` as a list of `- name: ...` entries, as dbt expects.")
            return []
        named = []
        for index, entry in enumerate(value):
            at: Where = (*where, key, index)
            if isinstance(entry, dict) and isinstance(entry.get("name"), str):
                named.append((at, entry))
            elif not (isinstance(entry, dict) and ("include" in entry or "exclude" in entry)):
                self.finding(at, f"an entry under `{key}` of {what} has no `name`.",
                             f"give every entry under `{key}:` a `name:`.")
        return named

    def describe(self, node: dict[str, Any], where: Where, artifact_id: str,
                 kind: ArtifactKind, *, group: str, subject: str, required: bool = True,
                 ) -> None:
        """The description of `node` as an artifact, doc blocks resolved; when not `required`
        (a part dbt users rarely describe), only a description actually written."""
        raw = node.get("description")
        if raw is None and not required:
            return
        at: Where = (*where, "description")
        text = raw if isinstance(raw, str) else ""
        if raw is not None and not isinstance(raw, str):  # never str() it: aliases can nest
            self.finding(at, f"the description of `{subject}` is not text.",
                         "write the description as a string (quote it if YAML reads it as a "
                         "number, a date or a list).")
        resolved = self.resolve(text, at)
        self.artifacts.append(Artifact(
            artifact_id, kind, resolved.text, self.file, self.line(at), group, subject=subject,
            text_from=resolved.text_from, context_notes=self._context_notes(resolved)))

    def resolve(self, text: str, where: Where) -> Resolved:
        if not has_reference(text) and "{" not in text:
            return Resolved(text)
        resolved = self.blocks.resolve(text)
        for name in resolved.unknown:
            self.finding(where, f"the description refers to the docs block `{name}`, which no "
                         "`{% docs %}` block in the project's docs paths defines.",
                         f"add `{{% docs {name} %}}` … `{{% enddocs %}}` to a .md file under "
                         "the project's docs-paths, or fix the name.")
        return resolved

    @staticmethod
    def _context_notes(resolved: Resolved) -> tuple[str, ...]:
        notes = []
        if resolved.text_from:
            notes.append(f"text resolved from {resolved.text_from}")
        if resolved.other_jinja:
            notes.append("the text holds Jinja that dbt renders at build time; it is shown as "
                         "written and was not evaluated")
        return tuple(notes)

    def rationale(self, node: dict[str, Any], where: Where, artifact_id: str,
                  kind: ArtifactKind, *, group: str, subject: str) -> None:
        found = _rationale(node)
        if found is not None:
            self.artifacts.append(Artifact(artifact_id, kind, found[0], self.file,
                                           self.line((*where, *found[1])), group,
                                           subject=subject))

    def columns(self, node: dict[str, Any], where: Where, group: str, prefix: str,
                constraints: dict[str, tuple[str, ...]] | None = None) -> list[str]:
        """Descriptions, rationales and tests of the columns of `node`; returns their names.
        A column declared twice is a warning (dbt keeps one; both are graded)."""
        names: list[str] = []
        first_line: dict[str, int | None] = {}
        tests: list[Artifact] = []
        for at, column in self.entries(node, "columns", where, f"`{group}`"):
            col = safe_name(column["name"])
            if col.lower() in first_line:
                self.warn(at, f"column `{col}` of `{group}` is declared twice (first at line "
                          f"{first_line[col.lower()]}); dbt keeps one of them.")
            first_line.setdefault(col.lower(), self.line(at))
            names.append(col)
            self.describe(column, at, f"{prefix}column.{col}.description", "column_description",
                          group=group, subject=col)
            self.rationale(column, at, f"{prefix}column.{col}.rationale", "column_rationale",
                           group=group, subject=col)
            # constraints bind only under an enforced contract; otherwise they are notes
            merged = () if constraints is None else \
                _constraint_types(column.get("constraints")) + constraints.get(col, ())
            tests += self.tests(column, at, f"{prefix}test.", f"column.{col}", group,
                                column=col, constraints=merged)
        self.artifacts += tests
        return names

    def tests(self, node: dict[str, Any], where: Where, prefix: str, scope: str, group: str,
              *, column: str | None = None, constraints: tuple[str, ...] = (),
              ) -> list[Artifact]:
        found: list[DataTest] = []
        for key in TEST_KEYS:
            specs = node.get(key)
            if specs is not None and not isinstance(specs, list):
                self.finding((*where, key), f"`{key}` of `{group}` is not a list.",
                             f"write `{key}:` as a list of tests, as dbt expects.")
                continue
            for index, spec in enumerate(specs or ()):
                test = _data_test(spec, column, self.line((*where, key, index)), constraints)
                if test is not None:
                    found.append(test)
        ids = data_test_ids(found, scope)
        return [Artifact(f"{prefix}{test_id.removeprefix('test.')}", "test",
                         test.artifact_text(), self.file, test.line, group,
                         subject=test.render(), has_rationale=bool(test.rationale), test=test)
                for test_id, test in zip(ids, found, strict=True)]


def prefixed(artifact: Artifact) -> Artifact:
    return replace(artifact, artifact_id=f"{artifact.model}:{artifact.artifact_id}")


def _rationale(node: dict[str, Any]) -> tuple[str, tuple[str, ...]] | None:
    """`meta.rationale` or `config.meta.rationale`, with the key path it was found under."""
    for path in (("meta",), ("config", "meta")):
        holder: Any = node
        for key in path:
            holder = holder.get(key) if isinstance(holder, dict) else None
        if isinstance(holder, dict) and isinstance(holder.get("rationale"), str):
            return holder["rationale"], (*path, "rationale")
    return None


def _constraint_types(value: object) -> tuple[str, ...]:
    if not isinstance(value, list):
        return ()
    return tuple(str(c["type"]) for c in value if isinstance(c, dict) and "type" in c)


def model_constraints(node: dict[str, Any]) -> dict[str, tuple[str, ...]] | None:
    """Model-level `constraints:` by the columns they name (`primary_key: [id]`); None when the
    model's contract is not enforced, since dbt then applies no constraint at all."""
    config = node.get("config")
    contract = config.get("contract") if isinstance(config, dict) else None
    if not (isinstance(contract, dict) and contract.get("enforced") is True):
        return None
    by_column: dict[str, tuple[str, ...]] = {}
    for constraint in node.get("constraints") or ():
        if isinstance(constraint, dict) and isinstance(constraint.get("columns"), list):
            for column in constraint["columns"]:
                name = safe_name(str(column))
                by_column[name] = (*by_column.get(name, ()), str(constraint.get("type")))
    return by_column


def _data_test(spec: object, column: str | None, line: int | None,
               constraints: tuple[str, ...]) -> DataTest | None:
    """A test entry in any of dbt's forms: `not_null`, or `{accepted_values: {values: ...}}`
    with the arguments inline or under `arguments:` (dbt 1.10)."""
    if isinstance(spec, str):
        return DataTest(safe_name(spec), column, {}, None, line, constraints)
    if not isinstance(spec, dict):
        return None
    if isinstance(spec.get("test_name"), str):  # `- name: x` / `test_name: unique` form
        kind, body = spec["test_name"], {k: v for k, v in spec.items() if k != "test_name"}
    elif len(spec) == 1:
        ((kind, body),) = spec.items()
    else:
        return None
    body = body if isinstance(body, dict) else {}
    nested = body.get("arguments")
    args: dict[str, Any] = nested if isinstance(nested, dict) else body
    rationale = _rationale(body)
    description = body.get("description")
    text = rationale[0] if rationale else description if isinstance(description, str) else None
    test_column = args.get("column_name") if isinstance(args.get("column_name"), str) else column
    return DataTest(safe_name(str(kind)), test_column, dict(args), text, line,
                    constraints if test_column == column else ())
