# The signalforge-gate docker action. Releases run a prebuilt image of this file
# (action.yml names it by digest); main and forks of the action build it on each run.
#
# The base is pinned by digest, so the same tag cannot change under a user; Dependabot
# proposes new digests. One system package comes from apt: git, held to Debian 12's 2.39
# series (security fixes only). The gate reads the base commit's signalforge.yml, what a change
# lists and the drafted files' bytes from git objects; without git a `--base` run in another CI
# could only stop, and a merge-queue run could only walk the files on disk.
FROM python:3.12-slim-bookworm@sha256:782412e85d0f0984994c290652577d4018aff08145c85b262bb63dc0c7522254

LABEL org.opencontainers.image.title="signalforge-gate" \
      org.opencontainers.image.description="Pre-merge quality gate for pull requests drafted by AI coding agents" \
      org.opencontainers.image.licenses="MIT"

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN apt-get update && apt-get install -y --no-install-recommends 'git=1:2.39.*' && rm -rf /var/lib/apt/lists/*

WORKDIR /opt/signalforge-gate
COPY pyproject.toml README.md LICENSE constraints.txt ./
COPY gate ./gate
# Exact versions from constraints.txt: the image must not change under the same tag. Every
# dependency ships wheels, so no compiler is installed and none is left behind.
RUN pip install --no-cache-dir --constraint constraints.txt . && rm -rf /opt/signalforge-gate/build

# Python starts isolated (-I: no PYTHON* variable, no user site, not the working directory on
# sys.path): any earlier step of the job can set PYTHONPATH through $GITHUB_ENV, and a
# sitecustomize.py it points at in the checkout would run inside the gate, holding the key and
# the token. -I also drops the ENV lines above, so -B and -u say the same on the command line.
ENTRYPOINT ["/usr/local/bin/python", "-I", "-B", "-u", "-m", "gate", "run"]
