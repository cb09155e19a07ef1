# The signalforge-gate docker action. Releases run a prebuilt image of this file
# (action.yml names it by digest); main and forks of the action build it on each run.
#
# The base is pinned by digest, so the same tag cannot change under a user; Dependabot
# proposes new digests. The gate reads git objects itself (dulwich, hash-checked), so the image
# holds no git: nothing the checkout's .git/config says can run.

# The entry point's launcher, linked statically: the dynamic loader reads LD_PRELOAD before any
# dynamically linked program runs, so only a program it never sees can drop that variable
# first. Built in a stage of its own, with Debian 12's compiler and C library held to their
# release series; the compiler stays behind.
FROM python:3.12-slim-bookworm@sha256:782412e85d0f0984994c290652577d4018aff08145c85b262bb63dc0c7522254 AS launcher
RUN apt-get update && apt-get install -y --no-install-recommends 'gcc=4:12.2.*' 'libc6-dev=2.36-*' && rm -rf /var/lib/apt/lists/*
COPY launcher/launcher.c /src/launcher.c
RUN gcc -static -O2 -Wall -Wextra -Werror -o /signalforge-gate-launcher /src/launcher.c

FROM python:3.12-slim-bookworm@sha256:782412e85d0f0984994c290652577d4018aff08145c85b262bb63dc0c7522254

LABEL org.opencontainers.image.title="signalforge-gate" \
      org.opencontainers.image.description="Pre-merge quality gate for pull requests drafted by AI coding agents" \
      org.opencontainers.image.licenses="MIT"

# For the build's own steps only (ARG, not ENV): the running gate's environment is the one its
# launcher builds.
ARG PYTHONDONTWRITEBYTECODE=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /opt/signalforge-gate
COPY pyproject.toml README.md LICENSE constraints.txt ./
COPY gate ./gate
# Exact versions from constraints.txt: the image must not change under the same tag. Every
# dependency ships wheels, so no compiler is installed and none is left behind.
RUN pip install --no-cache-dir --constraint constraints.txt . && rm -rf /opt/signalforge-gate/build

COPY --from=launcher /signalforge-gate-launcher /usr/local/bin/signalforge-gate-launcher

# Any earlier step of the job can set variables for this one through $GITHUB_ENV. Under Actions
# the launcher builds the gate's environment from nothing: the GITHUB_*, RUNNER_* and INPUT_*
# variables, PATH and HOME as given here (HOME is where the runner mounts its home, which holds
# the verdict cache), the C.UTF-8 locale; every other variable (LD_*, PYTHON*, proxies, CA
# bundles, keys) is dropped and named in the run's notes. Python then starts isolated (-I: no
# PYTHON* variable, no user site, not the working directory on sys.path); -B and -u say on the
# command line what PYTHONDONTWRITEBYTECODE and PYTHONUNBUFFERED would.
ENTRYPOINT ["/usr/local/bin/signalforge-gate-launcher", "--home=/github/home", "--path=/usr/local/bin:/usr/bin:/bin", "--", "/usr/local/bin/python", "-I", "-B", "-u", "-m", "gate", "run"]
