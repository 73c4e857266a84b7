"""One labeling request to an OpenAI-compatible server, in either structured-output mode.

`json_schema` uses the client's structured outputs (`chat.completions.parse` with the pydantic
model); `json_object` sends `{"type": "json_object", "schema": ...}` (what llama-cpp-python's server
understands) and validates the reply locally. Invalid output is re-asked, transport errors are
retried with a short back-off; both within `max_retries`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import openai
import pydantic
from tenacity import RetryCallState, Retrying, retry_if_exception_type, stop_after_attempt

from auditor.llm.schema import LabelReply, reply_json_schema
from auditor.llm.settings import LlmSettings

LOCAL_API_KEY = "not-needed"  # local servers ignore the key, the client insists on one
REPLY_ERROR_CHARS = 400
MAX_COMPLETION_TOKENS = 8192


class LlmFailure(Exception):
    """The model gave no usable reply for a batch; `fatal` means later batches would fail too."""

    def __init__(self, reason: str, *, fatal: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.fatal = fatal


class InvalidReply(Exception):
    """The reply was not a valid `LabelReply`; the model is asked again."""

    def __init__(self, reason: str, content: str | None = None, truncated: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.content = content
        self.truncated = truncated


class TransientError(Exception):
    """A timeout, lost connection, rate limit or server error; the request is sent again."""


@dataclass
class CallStats:
    """Requests and tokens spent, including failed attempts."""

    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    errors: list[str] = field(default_factory=list)

    def add_usage(self, usage: Any) -> None:
        """Count the token usage of one response, when the server reports it."""
        if usage is None:
            return
        self.prompt_tokens += int(getattr(usage, "prompt_tokens", 0) or 0)
        self.completion_tokens += int(getattr(usage, "completion_tokens", 0) or 0)


def make_client(settings: LlmSettings) -> openai.OpenAI:
    """An OpenAI client with the settings' endpoint and timeout and no retries of its own."""
    return openai.OpenAI(
        base_url=settings.base_url,
        api_key=settings.api_key or LOCAL_API_KEY,
        timeout=settings.timeout_s,
        max_retries=0,
    )


def _wait(state: RetryCallState) -> float:
    """No pause before re-asking about invalid output; a short back-off after transport errors."""
    outcome = state.outcome
    if outcome is not None and isinstance(outcome.exception(), TransientError):
        return min(0.25 * 2 ** (state.attempt_number - 1), 4.0)
    return 0.0


def _reask_message(error: InvalidReply) -> str:
    hint = (
        "It was cut off: give shorter quotes."
        if error.truncated
        else f"The problem: {error.reason[:REPLY_ERROR_CHARS]}"
    )
    return (
        "Your reply could not be used. "
        + hint
        + " Reply again with only the JSON object in the required shape."
    )


class LabelClient:
    """Sends labeling requests for one deck and keeps count of what they cost."""

    def __init__(self, settings: LlmSettings, client: openai.OpenAI | None = None) -> None:
        self.settings = settings
        self.client = client or make_client(settings)
        self.stats = CallStats()

    def label(self, system: str, user: str, max_tokens: int) -> LabelReply:
        """One batch: send, validate, re-ask on invalid output; raises `LlmFailure` when spent."""
        messages: list[dict[str, str]] = [
            {"role": "system", "content": system},
            {"role": "user", "content": user},
        ]
        budget = [max_tokens]  # grows when a reply is cut off at max_tokens
        retrying = Retrying(
            stop=stop_after_attempt(self.settings.max_retries + 1),
            retry=retry_if_exception_type((InvalidReply, TransientError)),
            wait=_wait,
            reraise=True,
        )
        try:
            for attempt in retrying:
                with attempt:
                    try:
                        return self._send(messages, budget[0])
                    except InvalidReply as error:
                        self.stats.errors.append(error.reason)
                        if error.content:
                            messages.append({"role": "assistant", "content": error.content})
                        messages.append({"role": "user", "content": _reask_message(error)})
                        if error.truncated:
                            budget[0] = min(budget[0] * 2, MAX_COMPLETION_TOKENS)
                        raise
        except InvalidReply as error:
            attempts = self.settings.max_retries + 1
            raise LlmFailure(
                f"invalid output after {attempts} attempt(s): {error.reason}"
            ) from error
        except TransientError as error:
            attempts = self.settings.max_retries + 1
            reason = f"server unreachable after {attempts} attempt(s): {error}"
            raise LlmFailure(reason, fatal=True) from error
        raise LlmFailure("no attempt was made")  # unreachable: Retrying always runs once

    def _send(self, messages: list[dict[str, str]], max_tokens: int) -> LabelReply:
        self.stats.requests += 1
        try:
            if self.settings.mode == "json_schema":
                return self._send_structured(messages, max_tokens)
            return self._send_json_object(messages, max_tokens)
        except (openai.APITimeoutError, openai.APIConnectionError) as error:
            raise TransientError(type(error).__name__ + ": " + str(error)) from error
        except openai.APIStatusError as error:
            if error.status_code in (408, 409, 429) or error.status_code >= 500:
                raise TransientError(f"HTTP {error.status_code}") from error
            fatal = error.status_code in (401, 403, 404)
            raise LlmFailure(f"HTTP {error.status_code}: {error.message}", fatal=fatal) from error
        except openai.APIResponseValidationError as error:
            raise InvalidReply(f"malformed response: {error}") from error

    def _send_structured(self, messages: list[dict[str, str]], max_tokens: int) -> LabelReply:
        try:
            completion = self.client.chat.completions.parse(
                model=self.settings.model,
                messages=messages,  # type: ignore[arg-type]
                response_format=LabelReply,
                max_tokens=max_tokens,
                temperature=self.settings.temperature,
            )
        except openai.LengthFinishReasonError as error:
            self.stats.add_usage(error.completion.usage)
            content = (
                error.completion.choices[0].message.content if error.completion.choices else None
            )
            raise InvalidReply("output truncated at max_tokens", content, truncated=True) from error
        except openai.ContentFilterFinishReasonError as error:
            raise LlmFailure("the server's content filter stopped the reply") from error
        except (pydantic.ValidationError, json.JSONDecodeError) as error:
            raise InvalidReply(f"reply does not match the schema: {_short(error)}") from error
        self.stats.add_usage(completion.usage)
        if not completion.choices:
            raise InvalidReply("reply has no choices")
        message = completion.choices[0].message
        if message.refusal:
            raise LlmFailure(f"the model refused: {message.refusal[:REPLY_ERROR_CHARS]}")
        if message.parsed is None:
            raise InvalidReply("reply holds no JSON object", message.content)
        return message.parsed

    def _send_json_object(self, messages: list[dict[str, str]], max_tokens: int) -> LabelReply:
        completion = self.client.chat.completions.create(
            model=self.settings.model,
            messages=messages,  # type: ignore[arg-type]
            response_format={"type": "json_object", "schema": reply_json_schema()},  # type: ignore[typeddict-unknown-key]
            max_tokens=max_tokens,
            temperature=self.settings.temperature,
        )
        self.stats.add_usage(completion.usage)
        if not completion.choices:
            raise InvalidReply("reply has no choices")
        choice = completion.choices[0]
        content = choice.message.content or ""
        refusal = getattr(choice.message, "refusal", None)
        if refusal:
            raise LlmFailure(f"the model refused: {refusal[:REPLY_ERROR_CHARS]}")
        if choice.finish_reason == "length":
            raise InvalidReply("output truncated at max_tokens", content, truncated=True)
        if choice.finish_reason == "content_filter":
            raise LlmFailure("the server's content filter stopped the reply")
        try:
            return LabelReply.model_validate_json(content)
        except pydantic.ValidationError as error:
            raise InvalidReply(
                f"reply does not match the schema: {_short(error)}", content
            ) from error


def _short(error: Exception) -> str:
    return " ".join(str(error).split())[:REPLY_ERROR_CHARS]
