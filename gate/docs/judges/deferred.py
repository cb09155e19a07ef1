"""A judge built the first time a request needs it: the verdict cache's answers cost no SDK.

Importing the Anthropic SDK takes a second or more, longer than a whole run whose pairs the
verdict cache all answers. Behind the cache, the Anthropic judge is therefore built (and the
SDK imported) only when the cache misses: a run on unchanged docs never imports it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from gate.configure.judge_names import JudgeName
from gate.docs.judges.cache import ApiJudge
from gate.docs.seam.judge import JudgeOutcome, JudgeRequest


class DeferredJudge:
    """Stands for the judge `build` makes, and makes it on the first request it must answer."""

    def __init__(self, name: JudgeName, model: str | None, build: Callable[[], ApiJudge]) -> None:
        self.name = name
        self.model = model
        self.deterministic = False  # it stands for an API judge, which is not
        self.graders_word = True  # nor SignalForge's own checks
        self._build = build
        self._built: ApiJudge | None = None
        self._lock = threading.Lock()  # the engine's workers may ask at the same time

    def built(self) -> ApiJudge:
        """The judge itself, built now if it was not yet."""
        with self._lock:
            if self._built is None:
                self._built = self._build()
            return self._built

    def judge(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        return self.built().judge(request, deadline=deadline)

    def wants_warm_up(self, request: JudgeRequest) -> bool:
        return self.built().wants_warm_up(request)

    def prompt_chars(self, request: JudgeRequest) -> int:
        return self.built().prompt_chars(request)
