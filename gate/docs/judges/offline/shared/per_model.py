"""What the offline judge builds once per model: kept by the model's tuple, forgotten with the
run's other readings.

The engine hands every request about a model the same tuple of its artifacts, so what the
judge derives from a model (its artifacts as told, its sibling index) is built at the first
request and found again by the tuple's identity. Such a memo only saves work, like the
`functools.lru_cache` memos of the readings, and offers their two methods (`cache_info`,
`cache_clear`): the engine's `forget_readings` (`gate.docs.run.memos`) then empties it with
them once every verdict is in, so the report is made in its memory. Left full, a project's
told copies and indexes (one per model) stayed until the process ended.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, NamedTuple, TypeVar

from gate.docs.artifacts import Artifact

Built = TypeVar("Built")


class HeldInfo(NamedTuple):
    """What `functools.lru_cache`'s `cache_info` reports, for a memo read the same way."""

    hits: int
    misses: int
    maxsize: int
    currsize: int


class PerModel(Generic[Built]):
    """`build(artifacts)` kept per model tuple, at most `kept` models (all forgotten when
    full: a model's requests come together, so the next ones rebuild little)."""

    def __init__(self, build: Callable[[tuple[Artifact, ...]], Built], kept: int) -> None:
        self.build = build
        self.kept = kept
        # id(model's tuple) -> (the tuple, kept alive so its id stays its own; what was built)
        self.held: dict[int, tuple[tuple[Artifact, ...], Built]] = {}
        self.lock = threading.Lock()
        self.hits = self.misses = 0

    def of(self, artifacts: tuple[Artifact, ...]) -> Built:
        held = self.held.get(id(artifacts))  # read unlocked: an entry is never changed
        if held is not None and held[0] is artifacts:
            self.hits += 1
            return held[1]
        built = self.build(artifacts)
        with self.lock:
            self.misses += 1
            if len(self.held) >= self.kept:
                self.held.clear()
            self.held[id(artifacts)] = (artifacts, built)
        return built

    def cache_info(self) -> HeldInfo:
        return HeldInfo(self.hits, self.misses, self.kept, len(self.held))

    def cache_clear(self) -> None:
        with self.lock:
            self.held.clear()
            self.hits = self.misses = 0
