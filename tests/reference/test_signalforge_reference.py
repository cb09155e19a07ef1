"""The oracle answers, and is the version the gate claims parity with."""

from tests.reference import signalforge


def test_the_reference_is_signalforge_0_8_0_and_reads_a_grade_block() -> None:
    answer = signalforge.run(
        "import json, sys, signalforge\n"
        "from signalforge.grade.config import GradeConfig\n"
        "config = GradeConfig.model_validate(json.load(sys.stdin))\n"
        "print(json.dumps([signalforge.__version__, config.model, config.max_output_tokens]))",
        {"provider": "anthropic", "max_output_tokens": 2048})
    assert answer == ["0.8.0", "claude-sonnet-4-6", 2048]
