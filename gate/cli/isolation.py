"""The gate's own process under GitHub Actions: an isolated interpreter in an environment the
gate builds.

Every earlier step of a job can set variables for the steps after it (`$GITHUB_ENV`), and a
step that runs the pull request's code is such a step. So under Actions the gate keeps the
variables the runner gives a step and it reads — `GITHUB_*`, `RUNNER_*` and `INPUT_*` — fixes
`PATH`, `HOME` and the locale itself, and drops everything else: `LD_*` (the loader runs a
preloaded library inside every program), `PYTHON*` (a `sitecustomize.py` on `PYTHONPATH`),
proxies and CA bundles (a proxy that impersonates the judge's endpoint reads the key and
answers the grade), and the keys and endpoint the inputs decide. `SIGNALFORGE_GATE_DROPPED`
names what was dropped, for the run's notes.

In the image this is done before Python starts, by a static launcher
(`launcher/launcher.c`): the dynamic loader reads `LD_PRELOAD` before any Python runs, so only
a program the loader never sees can drop it first. The `signalforge-gate` command installed
elsewhere does the same here, as early as a Python program can. Both build the same
environment; `sealed_environment` is the rule, and a test holds the launcher to it.

Kept apart from the process's entry (`gate.cli.process`) and importing only the standard
library, since it runs before anything else is imported.
"""

from __future__ import annotations

import os
import pwd
import sys
from collections.abc import Mapping

from gate.github.ambient import DROPPED_VARIABLE  # standard library only, like this module

#: The variables the runner gives a step that the gate reads, kept as they came.
KEPT_PREFIXES = ("GITHUB_", "RUNNER_", "INPUT_")
#: Names the launcher (or this module) sets itself.
FIXED = ("PATH", "HOME", "LANG", "LC_ALL")
#: PATH outside the image (the image's launcher is given its own).
DEFAULT_PATH = "/usr/local/bin:/usr/bin:/bin"
LOCALE = "C.UTF-8"


def kept(name: str) -> bool:
    return name.startswith(KEPT_PREFIXES)


def sealed_environment(env: Mapping[str, str], *, path: str, home: str) -> dict[str, str]:
    """The gate's environment under Actions: the kept variables of `env`, `PATH` and `HOME`
    as given, the locale, and `SIGNALFORGE_GATE_DROPPED` naming every other variable of `env`
    (in `env`'s order) except the ones set here."""
    dropped = [name for name in env if not kept(name) and name not in FIXED
               and name != DROPPED_VARIABLE]
    built = {name: value for name, value in env.items() if kept(name)}
    built.update(PATH=path, HOME=home, LANG=LOCALE, LC_ALL=LOCALE)
    built[DROPPED_VARIABLE] = ",".join(dropped)
    return built


def network_from_inputs(env: Mapping[str, str]) -> dict[str, str]:
    """The proxy and CA bundle the `proxy` and `ca-bundle` inputs give the gate's own HTTP
    clients (a self-hosted runner behind a proxy): under Actions the only way either reaches
    the gate, as the variables the clients read."""
    proxy = env.get("INPUT_PROXY", "").strip()
    bundle = env.get("INPUT_CA-BUNDLE", "").strip()
    chosen = {"HTTPS_PROXY": proxy, "HTTP_PROXY": proxy} if proxy else {}
    return chosen | ({"SSL_CERT_FILE": bundle, "REQUESTS_CA_BUNDLE": bundle} if bundle else {})


def is_sealed(env: Mapping[str, str]) -> bool:
    """Whether `env` holds nothing but what `sealed_environment` builds."""
    return DROPPED_VARIABLE in env and all(
        kept(name) or name in FIXED or name == DROPPED_VARIABLE for name in env)


def isolate() -> None:
    """Under GitHub Actions, start again sealed and isolated (`python -I`) unless this process
    already is. Nothing but the standard library is imported before this. A `sitecustomize.py`
    on `PYTHONPATH`, or a library in `LD_PRELOAD`, has already run by the time any entry point
    does; only the image's launcher prevents that, which is why the image starts through it."""
    if os.environ.get("GITHUB_ACTIONS") != "true":
        return
    sealed = is_sealed(os.environ)
    if sealed and sys.flags.isolated:
        os.environ.update(network_from_inputs(os.environ))
        return
    env = dict(os.environ) if sealed else sealed_environment(
        os.environ, path=DEFAULT_PATH, home=pwd.getpwuid(os.getuid()).pw_dir)
    sys.stdout.flush()
    # The interpreter's own path and fixed arguments, with the command line as it came.
    os.execve(sys.executable, [sys.executable, "-I", "-m", "gate", *sys.argv[1:]], env)  # noqa: S606
