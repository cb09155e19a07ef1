"""Choosing the judge: `auto`, `anthropic`, `heuristic` or `scores`.

`auto` uses the Anthropic judge when `ANTHROPIC_API_KEY` is set and falls back to the offline
heuristic judge when it is not, saying so in one line: a missing key must never be mistaken for
an LLM's approval. An explicit `anthropic` without a key is a configuration error instead.

The `anthropic` judge sits behind the verdict cache (`gate.docs.judges.cache`) unless `gate.cache`
turns it off, and behind the trust checks (`gate.docs.judges.checked`) always; the offline judges
are free and instant, so they are never cached (nor is the cache read when they judge), and
deterministic, so asking again would tell nothing new. The cache's entries are signed with a key
derived from the cache secret, else from the API key (`gate.docs.seam.signing`).
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from gate.configure.config import GateConfig
from gate.configure.judge_names import JudgeChoice
from gate.core.errors import ConfigError
from gate.docs.addressing.guard import GUARD_LAYOUT, AddressingGuard, Sender
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.cache import ApiJudge, CachingJudge
from gate.docs.judges.deferred import DeferredJudge
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.seam.judge import Judge
from gate.docs.seam.signing import CACHE_SECRET_VARIABLE, EntrySigner, signer_for
from gate.docs.seam.verdict_store import VerdictStore, cache_dir, untrusted_location
from gate.docs.trust.rules import TrustRules
from gate.github.ambient import DEFAULT_ANTHROPIC_URL

if TYPE_CHECKING:  # the SDK is imported at the first call, never by choosing a judge
    from gate.docs.judges.anthropic import AnthropicJudge

NO_KEY_NOTE = ("no ANTHROPIC_API_KEY is set: the docs were graded offline by the heuristic "
               "judge, not by an LLM")


def prefetch_sdk(requested: str | None, *, has_key: bool,
                 cache_may_answer: bool = False) -> threading.Thread | None:
    """Start importing the Anthropic SDK in the background when the run will likely use it.

    The import costs a second or more and nothing in it depends on the inputs, so it overlaps
    reading the configuration, listing and extracting the files and building the prompts; the
    judge's own import then finds the module loaded (or waits on the import lock for the rest).
    When the verdict cache may answer every pair, nothing is started: the import would cost a
    run on unchanged docs more than the rest of it, and the judge imports the SDK itself at the
    first pair the cache misses (`DeferredJudge`).
    """
    if not has_key or requested in ("heuristic", "scores") or cache_may_answer:
        return None
    thread = threading.Thread(target=importlib.import_module,
                              args=("gate.docs.judges.anthropic",), name="sdk-import",
                              daemon=True)
    thread.start()
    return thread


@dataclass(frozen=True)
class ChosenJudge:
    judge: Judge
    notes: tuple[str, ...] = ()
    cache: CachingJudge | None = None  # the same object as `judge` when the cache is on
    #: The model's second look for text addressing the grader (`gate.docs.guard: auto` and
    #: the Anthropic judge); its answers share the verdict cache's signed store.
    guard: AddressingGuard | None = None
    #: The plain API judge under the trust checks and the cache, built at first use:
    #: `baseline` sends its batches through that judge's client.
    api: Callable[[], ApiJudge] | None = None


def choose_judge(
    config: GateConfig, rubric: Rubric, *, requested: JudgeChoice | None = None,
    scores_dir: Path | None = None, env: Mapping[str, str],
    workspace: Path | None = None, api_key: str | None = None,
    cache_secret: str | None = None, base_url: str | None = None,
) -> ChosenJudge:
    """`workspace` is the checkout being graded: a cache directory inside it is never used.
    `api_key` (the action's input) wins over `ANTHROPIC_API_KEY` in `env`, `cache_secret`
    (the `cache-secret` input) over `SIGNALFORGE_GATE_CACHE_SECRET`, and `base_url` (the
    `anthropic-base-url` input) over `ANTHROPIC_BASE_URL`. Under Actions the caller passes an
    `env` without those variables (`gate.github.ambient`): an earlier step could set them."""
    name = requested or config.gate.judge
    key = (api_key or env.get("ANTHROPIC_API_KEY", "")).strip() or None
    has_key = key is not None
    if name == "auto":
        name = "anthropic" if has_key and config.grade.provider == "anthropic" else "heuristic"
        if name == "heuristic":
            note = NO_KEY_NOTE if not has_key else (
                f"grade.provider is {config.grade.provider!r}; the gate's LLM judge speaks "
                "Anthropic only, so the docs were graded offline by the heuristic judge")
            return ChosenJudge(HeuristicJudge(), (note,))
    if name == "heuristic":
        return ChosenJudge(HeuristicJudge())
    if name == "scores":
        from gate.docs.judges.flowmcp import ScoresJudge  # noqa: PLC0415 - only this judge

        folder = scores_dir or Path(config.gate.scores_dir)
        return ChosenJudge(ScoresJudge(folder, rubric), (f"scores read from {folder}",))
    if config.grade.provider != "anthropic":
        raise ConfigError(f"grade.provider is {config.grade.provider!r}, but the gate's LLM "
                          "judge speaks Anthropic only.",
                          remediation="set grade.provider: anthropic, or gate.judge: heuristic "
                                      "or scores.", path=config.source.path)
    if not has_key:
        raise ConfigError("the anthropic judge was asked for, but ANTHROPIC_API_KEY is not set.",
                          remediation="export ANTHROPIC_API_KEY (in a workflow, pass the "
                                      "anthropic-api-key input from a secret), or use "
                                      "--judge heuristic.", path=config.source.path)
    signer = signer_for(api_key=key,
                        cache_secret=cache_secret or env.get(CACHE_SECRET_VARIABLE))
    # Imported here so that offline runs never pay for importing rapidfuzz.
    from gate.docs.judges.checked import CheckedJudge  # noqa: PLC0415

    # Always an explicit endpoint, for the judge and the guard alike: given None, the SDK
    # would read ANTHROPIC_BASE_URL from the process's environment itself, whatever `env` says.
    endpoint = base_url or env.get("ANTHROPIC_BASE_URL") or DEFAULT_ANTHROPIC_URL

    def build() -> AnthropicJudge:
        """The judge, and the guard's sender: one client builder for both. Imported here so
        that offline runs, and runs the cache answers, never pay for importing the SDK."""
        from gate.docs.judges.anthropic import AnthropicJudge  # noqa: PLC0415

        return AnthropicJudge(config.grade, rubric, api_key=key, base_url=endpoint)

    rules = TrustRules.of(config)
    if not config.gate.cache.enabled:
        judge = build()
        return with_guard(ChosenJudge(CheckedJudge(judge, rules), api=lambda: judge), config,
                          build)
    # Checked below the cache, so the cache stores only verdicts the trust checks have seen.
    deferred = DeferredJudge("anthropic", config.grade.model, build)
    chosen = cached(CheckedJudge(deferred, rules), config, rubric, env, workspace,
                    signer=signer)
    return with_guard(replace(chosen, api=deferred.built), config, build)


def with_guard(chosen: ChosenJudge, config: GateConfig,
               build: Callable[[], Sender]) -> ChosenJudge:
    """`chosen` with the addressing guard, unless `gate.docs.guard: off`. It builds its own
    client at its first miss, and stores its answers where the verdicts go."""
    if config.gate.docs.guard == "off":
        return chosen
    verdicts = chosen.cache.store if chosen.cache is not None else None
    # Beside the verdicts, in a folder of their own: a guard answer is not a pair's verdict.
    store = None if verdicts is None else VerdictStore(
        verdicts.root.parent, verdicts.max_bytes, signer=verdicts.signer, layout=GUARD_LAYOUT)
    guard = AddressingGuard(config.grade.model, build, store, concurrency=config.concurrency,
                            budget_seconds=config.grade.sweep_budget_seconds)
    return replace(chosen, guard=guard)


def cached(judge: ApiJudge, config: GateConfig, rubric: Rubric, env: Mapping[str, str],
           workspace: Path | None, *, signer: EntrySigner | None = None) -> ChosenJudge:
    """`judge` behind the verdict cache, its entries signed by `signer` (by default derived
    from `env`: SIGNALFORGE_GATE_CACHE_SECRET, else ANTHROPIC_API_KEY). With no key to sign
    with, the cache is neither read nor written."""
    settings = config.gate.cache
    if not settings.enabled:
        return ChosenJudge(judge)
    signer = signer or signer_for(api_key=env.get("ANTHROPIC_API_KEY"),
                                  cache_secret=env.get(CACHE_SECRET_VARIABLE))
    if signer is None:
        return ChosenJudge(judge, (
            "the verdict cache was not used: there is no key to sign its entries with (set "
            f"ANTHROPIC_API_KEY or {CACHE_SECRET_VARIABLE})",))
    directory = cache_dir(settings, env)
    if workspace is not None and untrusted_location(directory, workspace):
        return ChosenJudge(judge, (
            f"the verdict cache was not used: {directory} is inside the checkout being graded "
            "(or holds it), where the change itself could write verdicts; set gate.cache.dir "
            "or --cache-dir to a folder outside it",))
    store = VerdictStore(directory, max_bytes=int(settings.max_mb * 1024 * 1024),
                         signer=signer)
    caching = CachingJudge(judge, store, criteria=rubric.criteria,
                           max_output_tokens=config.grade.max_output_tokens,
                           batched=config.gate.cost_mode == "batched",
                           rules=TrustRules.of(config).fingerprint)
    return ChosenJudge(caching, cache=caching)
