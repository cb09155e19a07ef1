"""The one way the gate reads git: objects from the checkout's store, each checked by its hash.

The checkout's `.git` is the pull request's word like the rest of the checkout: an earlier step
of the job can write its config (a promisor remote with a transport that runs commands, an
`fsmonitor` hook, aliases), its replace refs, its grafts and its objects. Running `git` there
would hand that config the gate's environment; reading through `git` would let a replace ref
or a planted loose object change the bytes. So no `git` process is started at all: objects are
read with dulwich (pure Python), which runs no hook, fetches nothing and honours no replace
ref, and every object read is hashed again and must give the name it was asked by. A commit's
file is reached only through the commit's tree, so its bytes are the commit's.

One policy for every caller: each read answers with its result, "absent" when the store holds
the commit and the commit does not hold the path, or "unknown" (with `why`) when the store
cannot tell — no store, an object it lacks, an object that does not hash to its name, a walk
past its bound. A caller turns "unknown" into a note or a missing piece, never into "nothing".
"""

from __future__ import annotations

import hashlib
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Literal, TypeGuard

from gate.core.lazy_pattern import lazy_pattern

if TYPE_CHECKING:  # dulwich is imported when a store is first opened
    from dulwich.object_store import DiskObjectStore

Unknown = Literal["unknown"]
Absent = Literal["absent"]
TooLarge = Literal["too-large"]
ChangeStatus = Literal["added", "modified", "removed"]

#: Entries a tree listing or a comparison of two trees may hold before it is "unknown".
MAX_TREE_ENTRIES = 200_000
#: Commits a search for the merge base may read before it is "unknown".
MAX_COMMITS_WALKED = 20_000
#: A tree nested deeper than this is "unknown" (git itself refuses past 4,096).
MAX_TREE_DEPTH = 256

_SHA = lazy_pattern(r"^[0-9a-f]{40}$")
_TYPE_NAMES = {1: b"commit", 2: b"tree", 3: b"blob", 4: b"tag"}
_TREE_MODE = 0o040000
_LINK_MODE = 0o160000  # a submodule's commit: not an object of this store


@dataclass(frozen=True)
class TreeEntry:
    """A file of a commit's tree: its path, its git mode and its blob id."""

    path: str
    mode: int
    blob_id: str


@dataclass(frozen=True)
class ChangedPath:
    """A file that differs between two commits' trees (no rename detection: a rename is the
    old path removed and the new one added)."""

    path: str
    status: ChangeStatus


class _UnknownError(Exception):
    """Inside the store: why a read cannot be answered."""


class GitStore:
    """The object store of the repository at `root` (its `.git` folder or file), read
    without running git. `why` holds the reason of the latest "unknown"."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.why = ""
        self._store: DiskObjectStore | None = None
        self._opened = False

    def __enter__(self) -> GitStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        store, self._store = self._store, None
        if store is not None:
            store.close()

    # -- the reads callers use --------------------------------------------------------------

    def blob(self, blob_id: str, cap: int) -> bytes | Absent | TooLarge | Unknown:
        """The blob named `blob_id`: "absent" when the store does not hold it, "too-large"
        over `cap` bytes, "unknown" when there is no store or the object is not that blob."""
        try:
            return self._blob(blob_id, cap)
        except _UnknownError as reason:
            return self._unknown(reason)

    def copy(self, blob_id: str, cap: int, sink: IO[bytes]) -> int | Absent | TooLarge | Unknown:
        """The blob written to `sink`; its size."""
        found = self.blob(blob_id, cap)
        if isinstance(found, bytes):
            sink.write(found)
            return len(found)
        return found

    def file_at(self, commit: str, path: str, cap: int) -> bytes | Absent | TooLarge | Unknown:
        """The bytes of `path` in `commit`'s tree; "absent" when the commit holds no file
        there (a folder is not a file)."""
        try:
            entry = self._entry(self._tree_of(commit), path)
            if entry is None or entry[0] == _TREE_MODE or entry[0] == _LINK_MODE:
                return "absent"
            found = self._blob(entry[1], cap)
            if found == "absent":
                raise _UnknownError(f"the blob of {path} at {commit[:12]} is not in the store")
            return found
        except _UnknownError as reason:
            return self._unknown(reason)

    def parents(self, commit: str) -> tuple[str, ...] | Unknown:
        """The parents the commit's own bytes record (grafts and shallow files do not count)."""
        try:
            return self._commit(commit)[1]
        except _UnknownError as reason:
            return self._unknown(reason)

    def tree(self, commit: str, *, limit: int = MAX_TREE_ENTRIES) -> list[TreeEntry] | Unknown:
        """Every file of `commit`'s tree, recursively, sorted by path; "unknown" past `limit`
        entries."""
        try:
            found: list[TreeEntry] = []
            self._walk(self._tree_of(commit), "", found, limit, 0)
            return sorted(found, key=lambda e: e.path)
        except _UnknownError as reason:
            return self._unknown(reason)

    def changed_paths(self, base: str, head: str, *,
                      limit: int = MAX_TREE_ENTRIES) -> list[ChangedPath] | Unknown:
        """What `head` changes since it left `base` (`git diff base...head`): the trees of
        their merge base and of `head` compared, sorted by path."""
        try:
            start = self._merge_base(base, head)
            changes: list[ChangedPath] = []
            self._compare(self._commit(start)[0], self._commit(head)[0], "", changes,
                          limit=limit, depth=0)
            return sorted(changes, key=lambda c: c.path)
        except _UnknownError as reason:
            return self._unknown(reason)

    # -- objects, each checked against its name ---------------------------------------------

    def _unknown(self, reason: _UnknownError) -> Unknown:
        self.why = str(reason)
        return "unknown"

    def _opened_store(self) -> DiskObjectStore:
        if not self._opened:
            self._opened = True
            objects = _objects_folder(self.root)
            if objects is not None:
                from dulwich.object_store import DiskObjectStore  # noqa: PLC0415 - on first use

                try:
                    self._store = DiskObjectStore(str(objects))
                except (OSError, ValueError):
                    self._store = None
        if self._store is None:
            raise _UnknownError(f"{self.root} holds no git object store the gate can read")
        return self._store

    def _raw(self, name: str, kind: bytes) -> bytes | Absent:
        """The object's bytes, hashed again: "absent" when the store lacks it."""
        if not _SHA.match(name):
            raise _UnknownError(f"{name[:60]!r} is not an object id")
        store = self._opened_store()
        from dulwich.objects import ObjectID  # noqa: PLC0415 - loaded with the store

        try:
            type_num, raw = store.get_raw(ObjectID(name.encode("ascii")))
        except KeyError:
            return "absent"
        except Exception as error:  # a damaged pack or loose object: any of dulwich's errors
            raise _UnknownError(f"object {name[:12]} could not be read "
                              f"({type(error).__name__})") from None
        type_name = _TYPE_NAMES.get(type_num, b"?")
        digest = hashlib.sha1(b"%s %d\0" % (type_name, len(raw)), usedforsecurity=False)
        digest.update(raw)
        if digest.hexdigest() != name:
            raise _UnknownError(f"object {name[:12]} in the store does not hash to its name")
        if type_name != kind:
            raise _UnknownError(f"object {name[:12]} is a {type_name.decode()}, not a "
                              f"{kind.decode()}")
        return bytes(raw)

    def _blob(self, blob_id: str, cap: int) -> bytes | Absent | TooLarge:
        raw = self._raw(blob_id.lower(), b"blob")
        if raw == "absent":
            return "absent"
        return "too-large" if len(raw) > cap else raw

    def _commit(self, commit: str) -> tuple[str, tuple[str, ...]]:
        """The commit's tree id and parents."""
        raw = self._raw(commit.lower(), b"commit")
        if raw == "absent":
            raise _UnknownError(f"commit {commit[:12]} is not in the store")
        header = raw.split(b"\n\n", 1)[0].decode("ascii", "replace").splitlines()
        tree = [line[5:] for line in header if line.startswith("tree ")]
        if len(tree) != 1 or not _SHA.match(tree[0]):
            raise _UnknownError(f"commit {commit[:12]} names no tree")
        parents = tuple(line[7:] for line in header if line.startswith("parent "))
        return tree[0], parents

    def _tree_of(self, commit: str) -> str:
        return self._commit(commit)[0]

    def _entries(self, tree: str) -> list[tuple[str, int, str]]:
        raw = self._raw(tree, b"tree")
        if raw == "absent":
            raise _UnknownError(f"tree {tree[:12]} is not in the store")
        entries, at = [], 0
        while at < len(raw):
            space, nul = raw.find(b" ", at), raw.find(b"\0", at)
            if space < 0 or nul < space or nul + 21 > len(raw):
                raise _UnknownError(f"tree {tree[:12]} does not parse")
            try:
                mode = int(raw[at:space], 8)
            except ValueError:
                raise _UnknownError(f"tree {tree[:12]} does not parse") from None
            entries.append((raw[space + 1:nul].decode("utf-8", "surrogateescape"), mode,
                            raw[nul + 1:nul + 21].hex()))
            at = nul + 21
        return entries

    def _entry(self, tree: str, path: str) -> tuple[int, str] | None:
        parts = [part for part in path.split("/") if part]
        if not parts or len(parts) > MAX_TREE_DEPTH:
            return None
        mode, current = _TREE_MODE, tree
        for index, part in enumerate(parts):
            if mode != _TREE_MODE:
                return None
            match = [(m, sha) for name, m, sha in self._entries(current) if name == part]
            if not match:
                return None
            mode, current = match[0]
            if index < len(parts) - 1 and mode != _TREE_MODE:
                return None
        return mode, current

    def _walk(self, tree: str, prefix: str, found: list[TreeEntry], limit: int,
              depth: int) -> None:
        if depth > MAX_TREE_DEPTH:
            raise _UnknownError(f"the tree nests deeper than {MAX_TREE_DEPTH} folders")
        for name, mode, sha in self._entries(tree):
            if mode == _TREE_MODE:
                self._walk(sha, f"{prefix}{name}/", found, limit, depth + 1)
            elif mode != _LINK_MODE:
                found.append(TreeEntry(prefix + name, mode, sha))
                if len(found) > limit:
                    raise _UnknownError(f"the tree holds more than {limit} files")

    def _compare(self, old: str | None, new: str | None, prefix: str,
                 changes: list[ChangedPath], *, limit: int, depth: int) -> None:
        """The files that differ under two trees (either may be missing), entering only the
        folders whose ids differ."""
        if old == new or depth > MAX_TREE_DEPTH:
            if depth > MAX_TREE_DEPTH:
                raise _UnknownError(f"the tree nests deeper than {MAX_TREE_DEPTH} folders")
            return
        before = {n: (m, s) for n, m, s in self._entries(old)} if old else {}
        after = {n: (m, s) for n, m, s in self._entries(new)} if new else {}
        for name in sorted(before.keys() | after.keys()):
            was, now = before.get(name), after.get(name)
            if was == now:
                continue
            old_tree = was[1] if was and was[0] == _TREE_MODE else None
            new_tree = now[1] if now and now[0] == _TREE_MODE else None
            if old_tree or new_tree:
                self._compare(old_tree, new_tree, f"{prefix}{name}/", changes, limit=limit,
                              depth=depth + 1)
            old_file = was is not None and was[0] not in (_TREE_MODE, _LINK_MODE)
            new_file = now is not None and now[0] not in (_TREE_MODE, _LINK_MODE)
            if old_file or new_file:
                status: ChangeStatus = "modified" if old_file and new_file else \
                    "added" if new_file else "removed"
                changes.append(ChangedPath(prefix + name, status))
            if len(changes) > limit:
                raise _UnknownError(f"the change touches more than {limit} files")

    def _merge_base(self, base: str, head: str) -> str:
        """The nearest commit both reach: every ancestor of `head` is read (bounded), then
        `base`'s ancestors breadth first until one of them is among those."""
        reached = self._ancestors(head)
        queue, seen = deque([base.lower()]), {base.lower()}
        while queue:
            commit = queue.popleft()
            if commit in reached:
                return commit
            if len(seen) > MAX_COMMITS_WALKED:
                break
            for parent in self._commit(commit)[1]:
                if parent not in seen:
                    seen.add(parent)
                    queue.append(parent)
        raise _UnknownError(f"no common commit of {base[:12]} and {head[:12]} is in the store "
                          "(a shallow checkout?)")

    def _ancestors(self, head: str) -> set[str]:
        reached, queue = {head.lower()}, deque([head.lower()])
        while queue:
            commit = queue.popleft()
            try:
                parents = self._commit(commit)[1]
            except _UnknownError:
                if commit == head.lower():
                    raise
                continue  # the edge of a shallow checkout
            for parent in parents:
                if parent not in reached:
                    if len(reached) > MAX_COMMITS_WALKED:
                        raise _UnknownError(f"{head[:12]} has more than {MAX_COMMITS_WALKED} "
                                          "ancestors in the store")
                    reached.add(parent)
                    queue.append(parent)
        return reached


def _objects_folder(root: Path) -> Path | None:
    """`root`'s object folder: `.git/objects`, through a `.git` file's `gitdir:` line and a
    `commondir` file (worktrees, submodules) as git finds them."""
    dot = root / ".git"
    if dot.is_dir():
        gitdir = dot
    elif dot.is_file():
        try:
            line = dot.read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            return None
        if not line.startswith("gitdir:"):
            return None
        gitdir = (root / line.removeprefix("gitdir:").strip()).resolve()
    else:
        return None
    common = gitdir / "commondir"
    if common.is_file():
        try:
            gitdir = (gitdir / common.read_text(encoding="utf-8").strip()).resolve()
        except (OSError, UnicodeDecodeError):
            return None
    objects = gitdir / "objects"
    return objects if objects.is_dir() else None


def is_object_id(value: str | None) -> TypeGuard[str]:
    """A full lower- or upper-case SHA-1 object id."""
    return value is not None and bool(_SHA.match(value.lower()))


def changed_between(root: Path, base: str | None, head: str | None
                    ) -> list[ChangedPath] | Unknown:
    """What `head` changes since it left `base` in the checkout at `root` (`git diff
    base...head`, renames as a removal and an addition); "unknown" without both ids or the
    commits they name."""
    if not (is_object_id(base) and is_object_id(head)):
        return "unknown"
    with GitStore(root) as store:
        return store.changed_paths(base, head)


def file_at_commit(root: Path, commit: str | None, path: str,
                   cap: int = 16 * 2**20) -> bytes | Absent | TooLarge | Unknown:
    """`path` in `commit`'s tree, read from the checkout's store at `root`."""
    if not is_object_id(commit):
        return "unknown"
    with GitStore(root) as store:
        return store.file_at(commit, path, cap)
