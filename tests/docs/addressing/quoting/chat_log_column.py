"""The column the chat-export tests describe: a chat log of `fct_chats`, one helper for the
modules that grade what its description quotes."""

from __future__ import annotations

from gate.docs.artifacts import Artifact


def described(text: str) -> Artifact:
    """`text` as the description of `fct_chats.chat_log`."""
    return Artifact("column.chat_log.description", "column_description", text, "m.yml", 3,
                    "fct_chats", subject="chat_log")
