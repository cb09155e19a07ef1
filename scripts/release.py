"""Release steps that run in the release workflow, kept here so they are tested.

`check VERSION`: the version is semantic, matches pyproject.toml, and CHANGELOG.md has a section
for it; prints that section (the release notes).
`pin VERSION IMAGE DIGEST`: rewrites action.yml so the action runs the published image by
digest (`docker://IMAGE@sha256:...`, the version in a comment) instead of building the
Dockerfile. Only the release commit carries this; main keeps building from the Dockerfile, for
forks of the action and runners without registry access.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

SEMVER = re.compile(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?")
DIGEST = re.compile(r"sha256:[0-9a-f]{64}")
IMAGE = re.compile(r"[a-z0-9][a-z0-9._/-]*[a-z0-9]")
BUILD_LINE = "  image: Dockerfile\n"


class ReleaseError(ValueError):
    """A release step refused its input; the message says why."""


def release_notes(version: str, root: Path) -> str:
    """The CHANGELOG section of `version`, after checking the version against the project."""
    if not SEMVER.fullmatch(version):
        raise ReleaseError(f"{version!r} is not a semantic version (MAJOR.MINOR.PATCH)")
    declared = tomllib.loads((root / "pyproject.toml").read_text())["project"]["version"]
    if declared != version:
        raise ReleaseError(f"pyproject.toml says {declared}, the release says {version}")
    changelog = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    section = re.search(rf"^## \[{re.escape(version)}\][^\n]*\n(.*?)(?=^## \[|\Z)", changelog,
                        re.M | re.S)
    if section is None or not section.group(1).strip():
        raise ReleaseError(f"CHANGELOG.md has no section for {version}")
    return section.group(1).strip() + "\n"


def pin_action(action_yml: str, *, version: str, image: str, digest: str) -> str:
    """`action_yml` with its Dockerfile build replaced by the published image."""
    if not SEMVER.fullmatch(version) or not DIGEST.fullmatch(digest) \
            or not IMAGE.fullmatch(image):
        raise ReleaseError("version, image or digest is malformed")
    if action_yml.count(BUILD_LINE) != 1:
        raise ReleaseError("action.yml must build from the Dockerfile exactly once "
                           f"({BUILD_LINE.strip()!r})")
    return action_yml.replace(BUILD_LINE,
                              f"  image: docker://{image}@{digest} # v{version}\n")


def main(argv: list[str]) -> int:
    root = Path(__file__).resolve().parent.parent
    try:
        if len(argv) == 2 and argv[0] == "check":
            sys.stdout.write(release_notes(argv[1], root))
            return 0
        if len(argv) == 4 and argv[0] == "pin":
            path = root / "action.yml"
            path.write_text(pin_action(path.read_text(), version=argv[1], image=argv[2],
                                       digest=argv[3]))
            return 0
    except ReleaseError as error:
        print(f"release: {error}", file=sys.stderr)
        return 2
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
