"""The fake GitLab's repository tree (`GET /projects/:id/repository/tree`), as GitLab's REST
documentation describes it: the entries of one folder (`path`, the root when absent) at `ref`,
or every entry under it with `recursive=true`; each entry `id` (the blob's or tree's id),
`name`, `type` (`blob`, `tree`, or `commit` for a submodule), `path`, `mode`. Folders come
before files, each sorted by name, as GitLab lists them. A ref or path GitLab holds no tree
for: 404 `{"message": "404 Tree Not Found"}`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from typing import Any

TREE_QUERY = frozenset({"ref", "path", "recursive", "pagination", "page_token", "order_by",
                        "sort"})
NOT_FOUND = {"message": "404 Tree Not Found"}


def tree_entries(files: Mapping[tuple[str, str], bytes], commits: set[str], ref: str,
                 path: str, recursive: bool, blob_id: Callable[[bytes], str],
                 ) -> list[dict[str, Any]] | None:
    """The tree's entries, or None when GitLab would answer 404."""
    folder = path.strip("/")
    prefix = f"{folder}/" if folder else ""
    under = {p[len(prefix):]: data for (commit, p), data in files.items()
             if commit == ref and p.startswith(prefix)}
    if ref not in commits or (folder and not under):
        return None
    trees: dict[str, dict[str, Any]] = {}
    blobs: dict[str, dict[str, Any]] = {}
    for rest, data in under.items():
        parts = rest.split("/")
        depth = len(parts) if recursive else 1
        for index in range(min(depth, len(parts) - 1)):
            sub = "/".join(parts[:index + 1])
            trees.setdefault(sub, _entry(prefix + sub, "tree", "040000",
                                         _tree_id(ref, prefix + sub)))
        if len(parts) == 1 or recursive:
            blobs[rest] = _entry(prefix + rest, "blob", "100644", blob_id(data))
    return [trees[k] for k in sorted(trees)] + [blobs[k] for k in sorted(blobs)]


def _entry(path: str, kind: str, mode: str, object_id: str) -> dict[str, Any]:
    return {"id": object_id, "name": path.rsplit("/", 1)[-1], "type": kind, "path": path,
            "mode": mode}


def _tree_id(ref: str, path: str) -> str:
    return hashlib.sha1(f"tree {ref} {path}".encode(), usedforsecurity=False).hexdigest()
