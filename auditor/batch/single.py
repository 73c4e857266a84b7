"""One deck from the command line, in two workers forked after the imports.

The first worker reads the deck, finds, labels and checks its claims, as any batch worker does.
Meanwhile the second loads what the replay needs (Numba's set-up, the kernels' cached code and
the published-results snapshot: most of a small deck's audit time), which only the replay needs
and which a second core can do while the first reads. When the deck has Offline claims to replay,
the first worker answers with its pending audit and the second finishes it; otherwise the first
finishes the audit itself and the second is stopped unused.

Both workers run under the batch's memory cap and ignore Ctrl-C; the deck's time limit counts
from when the first starts until the report arrives, whichever worker finishes it. A worker that
dies gets the deck an UNREADABLE report naming the crash, as in a batch; the pending audit goes
back to the first worker when the second has died before it was needed. With one core, or with
the replay switched off, there is no second worker and this is a batch of one deck. A deck to
annotate never comes here (the annotated copy is made where the deck was read).
"""

from __future__ import annotations

import contextlib
import gc
import time
from collections.abc import Iterator
from multiprocessing.connection import wait

from auditor.audit import PendingAudit
from auditor.batch.interrupts import POLL_S, raise_if_interrupted
from auditor.batch.progress import BatchProgress
from auditor.batch.runner import DeckJob, _kill, _Runner, _Slot, default_jobs, receive
from auditor.batch.summary import DeckOutcome
from auditor.batch.worker import DeckTask, ReplayTask, replay_worker_main
from auditor.exports.formats import REPORT_FORMATS


class SingleDeckRunner(_Runner):
    """Audits one deck with a reading worker and, beside it, a replay worker warming up."""

    helper: _Slot | None = None

    def run(
        self, jobs: list[DeckJob], view: BatchProgress
    ) -> Iterator[tuple[DeckJob, DeckOutcome]]:
        """Audit the one deck, yielding its outcome once its reports are written."""
        if len(jobs) != 1:
            yield from super().run(jobs, view)
            return
        (job,) = jobs
        # What this process holds is left out of the workers' garbage collections: otherwise
        # each worker's first full collection walks it all and copies every page it touches.
        gc.freeze()
        self._spawn()
        reader = self.slots[0]
        if self.options.replay and default_jobs() > 1:
            self._spawn(target=replay_worker_main)
            self.helper = self.slots[1]
        task = DeckTask(index=job.index, path=str(job.path), hand_off=self.helper is not None)
        reader.job, reader.started = job, time.monotonic()
        view.deck_started(job.path.name)
        with contextlib.suppress(OSError, ValueError):  # if the worker is gone, _check says so
            reader.conn.send(task)
        active = reader
        while True:
            raise_if_interrupted()
            deadline = active.started + self.timeout_s
            wait(
                [active.conn, active.process.sentinel],
                timeout=min(POLL_S, max(0.0, deadline - time.monotonic())),
            )
            answer = receive(active.conn)
            if answer is not None and answer.pending is not None:
                active = self._hand_over(active, answer.pending)
                continue
            outcome = self._check(active, False, answer)
            if outcome is not None:
                view.deck_done(outcome)
                yield job, outcome
                return

    def _hand_over(self, reader: _Slot, pending: PendingAudit) -> _Slot:
        """Send the pending audit to the replay worker, or back to the reader if that is gone."""
        job = reader.job
        assert job is not None
        task = ReplayTask(index=job.index, path=str(job.path), pending=pending)
        helper = self.helper
        if helper is not None and helper.process.is_alive():
            try:
                helper.conn.send(task)
            except (OSError, ValueError):
                pass  # it died just now: the reader finishes the audit
            else:
                helper.job, helper.started = job, reader.started
                reader.job = None
                # Nothing goes back to the reader now: it leaves while the audit is finished,
                # instead of at the end, when the command waits for it.
                with contextlib.suppress(OSError, ValueError):
                    reader.conn.send(None)
                # The reader's core is free now: the renderers load there meanwhile.
                for fmt in self.formats:
                    REPORT_FORMATS[fmt].load()
                return helper
        with contextlib.suppress(OSError, ValueError):  # if the reader is gone, _check says so
            reader.conn.send(task)
        return reader

    def close(self, stop_server: bool = False) -> None:
        """Stop both workers; the replay worker holds nothing, so it is stopped at once."""
        if self.helper is not None:
            _kill(self.helper.process)
            self.helper.process.join()
        super().close(stop_server)
        gc.unfreeze()
