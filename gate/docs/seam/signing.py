"""Signing verdict-cache entries, so that only the gate's own step can write a verdict it trusts.

The cache folder lives outside the checkout, but every earlier step of the same job can write
it: a step that runs the pull request's own code (its tests, `dbt build`) could file a perfect
verdict under any pair's key, and the key is a SHA-256 of public content. So each entry carries
an HMAC-SHA256 of its verdict under a key that such a step cannot read: derived from the judge's
API key (which a workflow hands only to the gate's step) or from a dedicated cache secret
(`cache-secret` input, `SIGNALFORGE_GATE_CACHE_SECRET`). An entry whose signature is missing or
does not match is a miss, and its pair is judged again.

The signing key is an HMAC of a fixed label under the secret rather than the secret itself, so
the secret is never used for two purposes, and a change of label (the `v1` below) retires every
key at once. A run with no secret has no signer: it has no paid judge calls to cache, and reads
nothing.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass, field

#: The environment variable that names a cache secret (the action's `cache-secret` input sets it).
CACHE_SECRET_VARIABLE = "SIGNALFORGE_GATE_CACHE_SECRET"  # noqa: S105 - a name, not a value
_LABEL = b"signalforge-gate verdict-cache signing key v1"
SIGNATURE_PATTERN = r"^[0-9a-f]{64}$"


@dataclass(frozen=True)
class EntrySigner:
    """Signs and checks entries with one derived key (kept out of `repr`, so a log of the
    object never shows it)."""

    key: bytes = field(repr=False)

    @classmethod
    def from_secret(cls, secret: str) -> EntrySigner:
        return cls(hmac.new(secret.encode("utf-8"), _LABEL, hashlib.sha256).digest())

    def sign(self, payload: bytes) -> str:
        return hmac.new(self.key, payload, hashlib.sha256).hexdigest()

    def verifies(self, payload: bytes, signature: str) -> bool:
        """Constant-time: how far a forged signature matches must not show in the time taken."""
        return hmac.compare_digest(self.sign(payload).encode("ascii"),
                                   signature.encode("utf-8", "replace"))


def signer_for(*, api_key: str | None, cache_secret: str | None) -> EntrySigner | None:
    """The cache secret when one is given (it outlives a rotated API key, and lets workflows
    with different keys share a cache), else the API key; None when the run has neither."""
    for secret in (cache_secret, api_key):
        if secret and secret.strip():
            return EntrySigner.from_secret(secret.strip())
    return None
