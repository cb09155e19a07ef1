"""`lazy_pattern`: a pattern behaves as `re.compile`'s, and no module of the gate compiles one
when it is imported (the convention in docs/development.md)."""

from __future__ import annotations

import copy
import json
import pickle
import re
import subprocess
import sys
import textwrap
import types

from gate.core.lazy_pattern import LazyPattern, lazy_pattern

#: Imports every module of the package in a fresh interpreter, counting the patterns compiled
#: by each module's own code (the first caller outside `re`), and prints them as JSON.
COUNT_AT_IMPORT = textwrap.dedent("""
    import importlib, json, pkgutil, sys
    import re._compiler

    compile_ = re._compiler.compile
    found = {}

    def counting(pattern, flags=0):
        frame = sys._getframe(1)
        while frame is not None and frame.f_globals.get("__name__", "").split(".")[0] == "re":
            frame = frame.f_back
        module = "?" if frame is None else frame.f_globals.get("__name__", "?")
        found.setdefault(module, []).append(str(pattern)[:60])
        return compile_(pattern, flags)

    re._compiler.compile = counting
    import gate
    for module in pkgutil.walk_packages(gate.__path__, "gate."):
        if not module.name.endswith("__main__"):  # `python -m gate` runs the command line
            importlib.import_module(module.name)
    print(json.dumps(found))
""")


def test_no_module_of_the_gate_compiles_a_pattern_when_imported() -> None:
    """Each compiled at import cost every process, `--help` included, its CPU: a module-level
    pattern is `lazy_pattern(...)`. A lazy pattern used at import is compiled by the helper
    (the rubric's texts are checked for envelope tags), which is use, not a module's own."""
    shown = subprocess.run([sys.executable, "-c", COUNT_AT_IMPORT], capture_output=True,
                           text=True, check=True, timeout=300).stdout
    compiled = json.loads(shown)
    assert compiled, "the count saw no compile at all: it no longer counts"
    own = {module: patterns for module, patterns in compiled.items()
           if module.startswith("gate.") and module != "gate.core.lazy_pattern"}
    assert not own, f"compiled at import (use lazy_pattern): {own}"


def test_a_lazy_pattern_answers_as_the_compiled_one() -> None:
    source, flags = r"(?P<word>b\w+)", re.IGNORECASE
    lazy, eager = lazy_pattern(source, flags), re.compile(source, flags)
    text = "a Big bright bee"
    assert lazy.pattern == eager.pattern
    assert lazy.search(text).group("word") == eager.search(text).group("word")  # type: ignore[union-attr]
    assert lazy.findall(text) == eager.findall(text)
    assert lazy.sub("x", text) == eager.sub("x", text)
    assert (lazy.flags, lazy.groups, lazy.groupindex) == (eager.flags, eager.groups,
                                                          eager.groupindex)
    assert lazy.fullmatch("bee")
    assert not lazy.match("a")


def test_it_compiles_at_first_use_once_then_answers_with_the_compiled_methods() -> None:
    lazy = LazyPattern(r"x+(")  # not a pattern at all: only its use can tell
    try:
        lazy.search("xx")
    except re.error:
        pass
    else:
        raise AssertionError("the broken pattern was never compiled")
    good = LazyPattern(r"x+")
    assert "search" not in vars(good)
    assert good.search("axx") is not None
    method = vars(good)["search"]  # the compiled pattern's own C method, no step between
    assert isinstance(method, types.BuiltinMethodType)
    assert method.__self__ is good.compiled()


def test_asking_for_what_a_pattern_lacks_compiles_nothing() -> None:
    lazy = LazyPattern(r"x+(")  # would raise if compiled
    assert getattr(lazy, "cache_info", None) is None
    assert not hasattr(lazy, "cache_clear")
    assert "search" not in vars(lazy)


def test_forgetting_the_run_s_readings_compiles_no_pattern() -> None:
    """The run's memos are found by a look at every module-level value of the reading
    packages; the patterns among them must stay uncompiled. In a fresh process, as the
    import test, so no earlier test has compiled them."""
    probe = (
        "import gate.docs.judges.offline.heuristic, gate.docs.addressing.detector\n"
        "from gate.core import lazy_pattern as lp\n"
        "from gate.docs.run.memos import forget_readings\n"
        "before = len(lp.COMPILED); forget_readings(); print(before, len(lp.COMPILED))\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=True, timeout=300)
    before, after = map(int, done.stdout.split())
    assert after == before, done.stdout


def test_a_lazy_pattern_survives_copying_and_pickling() -> None:
    lazy = lazy_pattern(r"\d+", re.ASCII)
    for twin in (copy.deepcopy(lazy), pickle.loads(pickle.dumps(lazy))):
        assert twin.findall("a1b22") == ["1", "22"]
        assert twin.flags == re.compile(r"\d+", re.ASCII).flags


def test_a_bytes_pattern_is_lazy_too() -> None:
    assert lazy_pattern(rb"\n").split(b"a\nb") == [b"a", b"b"]
