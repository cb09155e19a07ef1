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

#: Set by the gate's sealed start (the image's launcher, or `gate.cli.isolation`): the names
#: of the variables dropped from the job's environment, comma-separated.
DROPPED_VARIABLE = "SIGNALFORGE_GATE_DROPPED"

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
    """The notes naming every variable that was set but not honoured under Actions: one that
    would have chosen the judge's key, endpoint or cache secret; one the gate's sealed process
    dropped before it started (`gate.cli.isolation`, named by `SIGNALFORGE_GATE_DROPPED`); and,
    in a process that was not sealed, any `PYTHON*` variable (ignored by `python -I`)."""
    if not actions:
        return ()
    dropped = [name for name in env.get(DROPPED_VARIABLE, "").split(",") if name]
    present = set(dropped) | {name for name, value in env.items() if value.strip()}
    notes = [f"{name} was set in the job's environment and ignored: under GitHub Actions "
             f"only the {source} input decides it, since an earlier step can set any variable"
             for name, source in DECIDING_VARIABLES.items() if name in present]
    if DROPPED_VARIABLE in env:
        notes += _dropped_notes([name for name in dropped if name not in DECIDING_VARIABLES])
        return tuple(notes)
    interpreter = sorted(name for name in env if name.startswith("PYTHON")
                         and name not in TOLERATED_PYTHON_VARIABLES)
    if interpreter:
        how = ("the gate's Python starts isolated (-I) and did not read them"
               if sys.flags.isolated else
               "this process did NOT start isolated; run the action's image, or python -I")
        verb = "was" if len(interpreter) == 1 else "were"
        notes.append(f"{', '.join(interpreter)} {verb} set in the job's environment: {how}")
    return tuple(notes)


def _dropped_notes(dropped: list[str]) -> list[str]:
    """One note for the variables that could have steered the gate had they been kept (the
    loader's, the interpreter's, proxies, CA bundles, git's), one for the rest."""
    steering = [name for name in dropped if steers(name)]
    rest = [name for name in dropped if not steers(name)]
    notes = []
    if steering:
        verb = "was" if len(steering) == 1 else "were"
        notes.append(f"{_names(steering)} {verb} set in the job's environment and dropped "
                     "before the gate started: under GitHub Actions the gate runs in an "
                     "environment it builds, since an earlier step can set any variable (a "
                     "proxy or a CA bundle is taken from the proxy and ca-bundle inputs only)")
    if rest:
        notes.append(f"the process's environment also held {_names(rest)} (from the job or "
                     "the image), which the gate does not read: dropped before it started")
    return notes


def steers(name: str) -> bool:
    """A variable that changes what a program loads, trusts or connects to."""
    upper = name.upper()
    # CPython reads PYTHON<NAME>, never PYTHON_<NAME> (the base image's PYTHON_VERSION).
    interpreter = upper.startswith("PYTHON") and not upper.startswith("PYTHON_")
    return ((interpreter or upper.startswith(("LD_", "GIT_", "SSL_", "OPENSSL_", "GCONV_")))
            and name not in TOLERATED_PYTHON_VARIABLES) \
        or "PROXY" in upper or "CA_BUNDLE" in upper or "CA_CERT" in upper \
        or upper in ("CURL_CA_BUNDLE", "NODE_EXTRA_CA_CERTS", "HTTPLIB2_CA_CERTS")


def _names(names: list[str], most: int = 60) -> str:
    shown = ", ".join(sorted(names)[:most])
    return shown + (f" and {len(names) - most} more" if len(names) > most else "")


#: Set by the image itself and harmless whoever sets them (no code runs from them).
TOLERATED_PYTHON_VARIABLES = frozenset({"PYTHONDONTWRITEBYTECODE", "PYTHONUNBUFFERED",
                                        "PYTHONIOENCODING", "PYTHONUTF8"})
