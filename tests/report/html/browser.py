"""Debian's Chromium driven by Playwright, for the HTML report's tests and benchmark.

Playwright never downloads a browser here: the system's Chromium at `/usr/bin/chromium` is
launched with a fresh profile and everything that could reach the network in the background
switched off, so any request a test sees came from the page.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
os.environ.setdefault("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")


def browser_missing_reason() -> str | None:
    """Why the browser tests cannot run here, or None. In CI a missing browser is a failure
    (the tests run and fail to launch it), never a skip."""
    if CHROMIUM.exists() or os.environ.get("CI", "").lower() == "true":
        return None
    return f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)"


@contextmanager
def chromium_context(playwright: Any, **options: Any) -> Iterator[Any]:
    """A browser context with its own fresh profile, closed (and its profile removed) after."""
    with tempfile.TemporaryDirectory(prefix="chromium-profile-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), args=ARGS, headless=True,
            viewport={"width": 1280, "height": 900}, **options)
        try:
            yield context
        finally:
            context.close()
