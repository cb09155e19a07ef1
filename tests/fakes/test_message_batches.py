"""The fake Message Batches API answers the official SDK as the real one does."""

from __future__ import annotations

from collections.abc import Iterator

import anthropic
import pytest
from anthropic.types.message_create_params import MessageCreateParamsNonStreaming

from tests.fakes.message_batches import FakeBatchesAPI

PARAMS: MessageCreateParamsNonStreaming = {"model": "claude-sonnet-4-6", "max_tokens": 64,
          "messages": [{"role": "user", "content": "criterion_id: clarity\n"
                        "<ARTIFACT>Order id, unique.</ARTIFACT>"}]}


@pytest.fixture
def fake() -> Iterator[tuple[FakeBatchesAPI, anthropic.Anthropic]]:
    with FakeBatchesAPI() as api:
        yield api, anthropic.Anthropic(api_key="k", base_url=api.base_url, max_retries=0)


def test_a_batch_ends_and_streams_its_results_matched_by_custom_id(
        fake: tuple[FakeBatchesAPI, anthropic.Anthropic]) -> None:
    api, client = fake
    api.polls_to_end = 1
    api.outcome = lambda cid, _attempt: "errored" if cid == "b" else "succeeded"
    created = client.messages.batches.create(requests=[
        {"custom_id": "a", "params": PARAMS}, {"custom_id": "b", "params": PARAMS}])

    first = client.messages.batches.retrieve(created.id)
    second = client.messages.batches.retrieve(created.id)
    results = {line.custom_id: line.result for line in client.messages.batches.results(created.id)}

    assert first.processing_status == "in_progress"
    assert first.request_counts.processing == 2
    assert first.results_url is None
    assert second.processing_status == "ended"
    assert (second.request_counts.succeeded, second.request_counts.errored) == (1, 1)
    assert results["a"].type == "succeeded"
    assert '"criterion_id": "clarity"' in results["a"].message.content[0].text  # type: ignore[union-attr]
    assert results["b"].type == "errored"
    assert api.creates == 1


def test_a_canceled_batch_ends_with_its_entries_canceled(
        fake: tuple[FakeBatchesAPI, anthropic.Anthropic]) -> None:
    api, client = fake
    api.hold = True
    created = client.messages.batches.create(requests=[{"custom_id": "a", "params": PARAMS}])
    assert client.messages.batches.retrieve(created.id).processing_status == "in_progress"

    assert client.messages.batches.cancel(created.id).processing_status == "canceling"
    ended = client.messages.batches.retrieve(created.id)
    results = list(client.messages.batches.results(created.id))

    assert ended.processing_status == "ended"
    assert ended.request_counts.canceled == 1
    assert [r.result.type for r in results] == ["canceled"]


@pytest.mark.parametrize("custom_id", ["", "has space", "x" * 65])
def test_a_bad_custom_id_is_refused_as_the_api_refuses_it(
        fake: tuple[FakeBatchesAPI, anthropic.Anthropic], custom_id: str) -> None:
    api, client = fake
    with pytest.raises(anthropic.BadRequestError):
        client.messages.batches.create(requests=[{"custom_id": custom_id, "params": PARAMS}])
    assert api.creates == 0
