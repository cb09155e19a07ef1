"""What the job's environment may decide, and what it may not.

Every step of a GitHub Actions job can set variables for the steps after it (`$GITHUB_ENV`),
and a step that runs the pull request's own code (its tests, `dbt build`, an install script)
is such a step. So under Actions (`GITHUB_ACTIONS=true`) nothing that decides the grade or
carries a secret is taken from a variable: the judge's key, its endpoint and the cache secret
come from the action's inputs only (`anthropic-api-key`, `anthropic-base-url`,
`cache-secret`), and Python starts isolated (`-I`: no `PYTHON*` variable, no user site), so
`PYTHONPATH` cannot put a `sitecustomize.py` from the checkout into the gate's process. A
variable that would have changed one of these is named in the run's notes, so a reviewer sees
the attempt. On a laptop or in another CI the variables are the user's own and still count.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping

#: The Anthropic API's own address: the judge's endpoint when no input names another.
DEFAULT_ANTHROPIC_URL = "https://api.anthropic.com"

#: Variables that decide the grade or carry a secret outside Actions, and the input that
#: decides it under Actions instead.
DECIDING_VARIABLES: Mapping[str, str] = {
    "ANTHROPIC_API_KEY": "anthropic-api-key",
    "ANTHROPIC_BASE_URL": "anthropic-base-url",
    "SIGNALFORGE_GATE_CACHE_SECRET": "cache-secret",
}


def trusted_environment(env: Mapping[str, str], *, actions: bool) -> dict[str, str]:
    """`env` without what an earlier step could have set to decide the grade (under Actions);
    the whole of it elsewhere."""
    if not actions:
        return dict(env)
    return {name: value for name, value in env.items() if name not in DECIDING_VARIABLES}


def ignored_variables(env: Mapping[str, str], *, actions: bool) -> tuple[str, ...]:
    """The notes naming every variable of `env` that was set but not honoured under Actions:
    one that would have chosen the judge's key, endpoint or cache secret, and any `PYTHON*`
    variable (ignored by the isolated interpreter)."""
    if not actions:
        return ()
    notes = [f"{name} was set in the job's environment and ignored: under GitHub Actions "
             f"only the {source} input decides it, since an earlier step can set any variable"
             for name, source in DECIDING_VARIABLES.items() if env.get(name, "").strip()]
    interpreter = sorted(name for name in env if name.startswith("PYTHON")
                         and name not in TOLERATED_PYTHON_VARIABLES)
    if interpreter:
        how = ("the gate's Python starts isolated (-I) and did not read them"
               if sys.flags.isolated else
               "this process did NOT start isolated; run the action's image, or python -I")
        verb = "was" if len(interpreter) == 1 else "were"
        notes.append(f"{', '.join(interpreter)} {verb} set in the job's environment: {how}")
    return tuple(notes)


#: Set by the image itself and harmless whoever sets them (no code runs from them).
TOLERATED_PYTHON_VARIABLES = frozenset({"PYTHONDONTWRITEBYTECODE", "PYTHONUNBUFFERED",
                                        "PYTHONIOENCODING", "PYTHONUTF8"})
