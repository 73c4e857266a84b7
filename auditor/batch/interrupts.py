"""Start and stop a batch's processes so that Ctrl-C at any moment ends the batch at once.

Where Ctrl-C used to escape the batch's clean-up:

- The fork server (started by multiprocessing for the first worker) spends seconds importing the
  worker's modules and warming the replay kernels before it forks anything, and the batch waits
  for that first worker inside `Process.start()`. A Ctrl-C during that wait left the batch
  without a handle on the server, which went on warming up on its own, holding the command's
  stdout and stderr open: a pipe, a test or a CI step reading them waited for it, over 30 s on a
  loaded machine. A Ctrl-C from a terminal also reached the server itself during its warm-up
  (it ignores SIGINT only after its preload) and printed a traceback.
- A worker ignores SIGINT only once its own code runs; one born in that instant died of it.

- A Ctrl-C that lands while Python runs a callback it cannot raise from (a weak reference's
  callback inside the import system's module locks, a `__del__`) is printed as "Exception
  ignored" and dropped, and the batch went on as if nothing had happened.

So the fork server is started with SIGINT held back in this thread: it inherits the signal
blocked (SIGINT stays blocked there, and it ignores it once its preload is done); workers inherit
it blocked too and unblock it once they ignore it. A batch that closes before its fork server
delivered a first worker stops the server (see `stop_fork_server`). And the command line's
Ctrl-C handler records the interrupt before raising it (`record_interrupts`); the batch's loops
wake at least every `POLL_S` and end on a recorded interrupt even when its exception was dropped.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Iterator

_HOLDABLE = hasattr(signal, "pthread_sigmask")
POLL_S = 0.25  # how long a batch's loop waits at most before it looks for a dropped Ctrl-C
_interrupted = False


def _record_and_raise(signum: int, frame: object) -> None:
    global _interrupted
    _interrupted = True
    raise KeyboardInterrupt


def record_interrupts() -> None:
    """From now on, Ctrl-C is recorded as well as raised as KeyboardInterrupt (main thread only).

    A handler someone else installed (a test runner's, an embedding program's) is left alone.
    """
    if signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        return
    with contextlib.suppress(ValueError):  # not the main thread: signals are not ours to handle
        signal.signal(signal.SIGINT, _record_and_raise)


def interrupt_requested() -> bool:
    """Whether a Ctrl-C has been recorded in this process, even one whose exception was dropped."""
    return _interrupted


def raise_if_interrupted() -> None:
    """Raise KeyboardInterrupt when a Ctrl-C was recorded: a dropped one still ends the work."""
    if _interrupted:
        raise KeyboardInterrupt


def forget_interrupt() -> None:
    """Clear the record (for a process that goes on after handling an interrupt, and tests)."""
    global _interrupted
    _interrupted = False


@contextlib.contextmanager
def sigint_held() -> Iterator[None]:
    """Hold SIGINT back in this thread for the block; one that arrived is delivered on leaving.

    Processes started inside the block begin with SIGINT blocked.
    """
    if not _HOLDABLE:
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def ignore_sigint() -> None:
    """In a worker: ignore Ctrl-C (the batch decides when to stop), then let signals through.

    Ignoring first discards a SIGINT that arrived while the worker was being started.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if _HOLDABLE:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def ensure_fork_server() -> None:
    """Start this process's fork server (if it is not running) with SIGINT held back.

    The resource tracker is started first, outside the hold: starting it unblocks SIGINT itself.
    """
    from multiprocessing import forkserver, resource_tracker

    resource_tracker.ensure_running()
    with sigint_held():
        forkserver.ensure_running()


def stop_fork_server() -> None:
    """Kill this process's fork server; multiprocessing starts a new one when one is needed.

    Only for a server that may still be warming up with no worker of the batch's left: its
    running workers are not affected, but their exit codes can no longer be read through it.
    multiprocessing keeps the server's pid in a private attribute; without it, nothing is done.
    """
    from multiprocessing import forkserver

    server = getattr(forkserver, "_forkserver", None)
    pid = getattr(server, "_forkserver_pid", None)
    if not isinstance(pid, int):
        return
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        return
    # Wait for it to die without reaping it: multiprocessing reaps it on its next start, and
    # must not find it still alive then (it would try to talk to a dead server).
    if hasattr(os, "waitid"):
        with contextlib.suppress(ChildProcessError, OSError):
            os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT)
