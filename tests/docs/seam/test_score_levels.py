"""The offline checks score on one named scale (`gate.docs.seam.score_levels`): no rule writes
its score as a number of its own, so a level moved is moved for every check that gives it."""

from __future__ import annotations

import ast
from pathlib import Path

from gate.configure.gate_settings import DEFAULT_PASS_MARK
from gate.docs.seam import score_levels

ROOT = Path(__file__).resolve().parents[3] / "gate" / "docs" / "judges"
RULE_MODULES = [*sorted((ROOT / "offline").rglob("*.py")), ROOT / "floor.py",
                ROOT.parent / "run" / "engine.py"]
#: The calls that carry a score, and the position of the score among their arguments.
SCORE_ARGUMENT = {"Finding": 0, "Proven": 1, "Verdict": 1}


def number(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) in (int, float)


def literal_scores(tree: ast.AST) -> list[int]:
    """Lines where a finding's score, or a rule table's score, is written as a number."""
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in SCORE_ARGUMENT and len(node.args) > SCORE_ARGUMENT[node.func.id]
                and number(node.args[SCORE_ARGUMENT[node.func.id]])):
            found.append(node.lineno)
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
                and node.target.id.endswith("SCORES") and isinstance(node.value, ast.Dict)):
            found.extend(v.lineno for v in node.value.values if v is not None and number(v))
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id.endswith(("_SCORE", "ADVISORY"))
                and number(node.value)):
            found.append(node.lineno)
    return found


def test_no_rule_writes_its_score_as_a_number() -> None:
    assert len(RULE_MODULES) > 80  # the offline judge's modules were found, in every folder
    written = {path.name: lines for path in RULE_MODULES
               if (lines := literal_scores(ast.parse(path.read_text(encoding="utf-8"))))}
    assert written == {}


def test_a_number_written_in_a_rule_is_found() -> None:
    source = ('yield Finding(0.3, "x", "y")\nRULE_SCORES: dict[str, float] = {"a": 0.2}\n'
              'Proven("empty", 0.0, "", "")\nVerdict("clarity", 0.0, False)\n')
    assert sorted(literal_scores(ast.parse(source))) == [1, 2, 3, 4]


def test_the_levels_rise_and_only_advice_and_above_pass() -> None:
    levels = [value for name, value in vars(score_levels).items()
              if name.isupper() and isinstance(value, float) and name != "DEFAULT_PASS_MARK"]
    assert len(levels) == 9
    assert levels == sorted(levels)
    assert score_levels.ADVICE is DEFAULT_PASS_MARK
    assert [level >= DEFAULT_PASS_MARK for level in levels] == \
        [False] * (len(levels) - 2) + [True, True]
