#!/usr/bin/env bash
# End-to-end check of `deckaudit review` in a real terminal (tmux).
#
# 1. Time from start until the start screen is drawn (no deck given), and from start until the
#    first claim is on screen for a 30-slide deck built here with python-pptx (target: <= 2 s),
#    and until the audit is complete; once for the full command line (`python -m auditor review`,
#    i.e. `deckaudit review`) and once for the app alone (`python -m tui`).
# 2. Reopen the same deck: its last audit comes from the audit cache, so the claims should be on
#    screen within 0.5 s of the start screen's own start-up time measured in this run.
# 3. Review an example deck by keys: next open finding, confirm, dismiss with a reason, add a
#    note, undo; check the screen, quit, and read the review file back.
#
# Usage: bench/tui_e2e.sh            (needs tmux; run from anywhere)
# Env:   PYTHON (default: the repo's .venv python, else python3), KEEP=1 keeps the work folder,
#        RUNS (default 3) runs of each timing, reported as median [min-max].
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ -z "${PYTHON:-}" ]]; then
  if [[ -x "$ROOT/.venv/bin/python" ]]; then PYTHON="$ROOT/.venv/bin/python"; else PYTHON=python3; fi
fi
command -v tmux >/dev/null || { echo "tmux is required" >&2; exit 2; }
RUNS="${RUNS:-3}"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/deckaudit-tui-e2e.XXXXXX")"
SESSION="app"
# A tmux server of our own (other tmux users are not disturbed), kept alive between app runs by a
# session that only sleeps: a server whose last session ends exits, and a session started in
# that instant failed with "server exited unexpectedly".
SOCKET="deckaudit-e2e-$$"
tm() { tmux -L "$SOCKET" "$@"; }
cleanup() {
  tm kill-server 2>/dev/null || true
  if [[ "${KEEP:-0}" != 1 ]]; then rm -rf "$WORK"; else echo "work folder kept: $WORK"; fi
}
trap cleanup EXIT
export XDG_STATE_HOME="$WORK/state"
export XDG_CACHE_HOME="$WORK/cache"
export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}"

fail() { echo "FAIL: $*" >&2; echo "--- screen ---" >&2; screen >&2 || true; exit 1; }
screen() { tm capture-pane -p -t "$SESSION"; }
keys() { tm send-keys -t "$SESSION" "$@"; }
now() { "$PYTHON" -c 'import time; print(time.time())'; }

# Wait until the screen shows a fixed string; prints the seconds it took from $2 (a start time).
wait_for() {
  local text="$1" start="$2" limit="${3:-60}"
  "$PYTHON" - "$SOCKET" "$SESSION" "$text" "$start" "$limit" <<'PY'
import subprocess, sys, time
socket, session, text, start, limit = sys.argv[1:4] + [float(sys.argv[4]), float(sys.argv[5])]
while time.time() - start < limit:
    shown = subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
    if text in shown:
        print(f"{time.time() - start:.2f}")
        sys.exit(0)
    time.sleep(0.02)
sys.exit(1)
PY
}

# Wait until the screen matches a regular expression; prints its first group (or the match).
wait_match() {
  local pattern="$1" limit="${2:-10}"
  "$PYTHON" - "$SOCKET" "$SESSION" "$pattern" "$limit" <<'PY'
import re, subprocess, sys, time
socket, session, pattern, limit = sys.argv[1], sys.argv[2], re.compile(sys.argv[3]), float(sys.argv[4])
end = time.time() + limit
while time.time() < end:
    shown = subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
    found = pattern.search(shown)
    if found:
        print(found.group(1) if pattern.groups else found.group(0))
        sys.exit(0)
    time.sleep(0.02)
sys.exit(1)
PY
}

# Send one key and wait until the screen has changed (the app took it); fails after 10 s.
press() {
  local before
  before="$(screen)"
  keys "$1"
  "$PYTHON" - "$SOCKET" "$SESSION" "$before" <<'PY' || fail "key $1 changed nothing on screen"
import subprocess, sys, time
socket, session, before = sys.argv[1:4]
end = time.time() + 10
while time.time() < end:
    shown = subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", session], capture_output=True, text=True).stdout
    if shown.rstrip("\n") != before.rstrip("\n"):
        time.sleep(0.1)  # let the app finish the redraw that key started
        sys.exit(0)
    time.sleep(0.02)
sys.exit(1)
PY
}

# The claim the detail pane shows ("p2-1 · Page 2 · body" in its header).
CLAIM_SHOWN='(p[0-9]+-[0-9]+) · Page [0-9]+ ·'
shown_claim() { wait_match "$CLAIM_SHOWN" 10 || fail "no claim in the detail pane"; }

start_review() {  # start_review DECK [MODULE]: run the app in a fresh tmux session
  local module="${2:-auditor review}"  # "auditor review" is `deckaudit review`; "tui" the app alone
  tm kill-session -t "$SESSION" 2>/dev/null || true
  tm new-session -d -s "$SESSION" -x 160 -y 48 \
    "cd '$WORK' && XDG_STATE_HOME='$XDG_STATE_HOME' XDG_CACHE_HOME='$XDG_CACHE_HOME' PYTHONPATH='$PYTHONPATH' '$PYTHON' -m $module $1; sleep 30"
}

# ---------------------------------------------------------------- 30-slide deck, timings
"$PYTHON" - "$WORK/thirty.pptx" <<'PY'
import sys
from pptx import Presentation
from pptx.util import Inches
prs = Presentation()
for n in range(1, 31):
    slide = prs.slides.add_slide(prs.slide_layouts[5])
    slide.shapes.title.text = f"Results, part {n}"
    frame = slide.shapes.add_textbox(Inches(0.7), Inches(1.8), Inches(8.5), Inches(4)).text_frame
    frame.text = f"{1000 + 37 * n:,} tokens/s on Llama 2 70B in MLPerf Inference v4.1, Offline scenario, Closed division"
    frame.add_paragraph().text = f"{800 + n:,} queries/s on ResNet-50, Server scenario, Closed division"
prs.save(sys.argv[1])
PY
tm new-session -d -s keeper -x 20 -y 5 "sleep 86400"
# One warm-up run so that compiled kernels and byte code are cached, as on a reviewer's machine.
start_review "'$WORK/thirty.pptx'"
wait_for "60 claims," "$(now)" 120 >/dev/null || fail "warm-up audit did not finish"
keys q
sleep 0.5

# Each figure is the median of RUNS runs (the spread in brackets): one run on a shared machine
# is noise. The three kinds of run alternate, so that load changes hit them alike.
median() { "$PYTHON" -c 'import statistics, sys; v = sorted(map(float, sys.argv[1:])); print(f"{statistics.median(v):.2f} [{v[0]:.2f}-{v[-1]:.2f}]")' "$@"; }
echo "load average before the timings: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
for how in "auditor review" tui; do
  STARTS=() FIRSTS=() DONES=() AGAINS=()
  for _ in $(seq "$RUNS"); do
    T0="$(now)"
    start_review "" "$how"
    STARTS+=("$(wait_for "Recent decks" "$T0" 30)") || fail "no start screen"
    keys q
    sleep 0.5
    rm -f "$WORK/thirty.pptx.review.json"
    rm -rf "$XDG_CACHE_HOME"
    T0="$(now)"
    start_review "'$WORK/thirty.pptx'" "$how"
    FIRSTS+=("$(wait_for "1,037 tokens/s on Llama 2 70B" "$T0" 30)") || fail "no claim on screen"
    DONES+=("$(wait_for "60 claims," "$T0" 120)") || fail "audit did not finish"
    keys q
    sleep 0.5
    T0="$(now)"
    start_review "'$WORK/thirty.pptx'" "$how"
    AGAINS+=("$(wait_for "1,037 tokens/s on Llama 2 70B" "$T0" 30)") || fail "no claim on reopen"
    wait_for "60 claims," "$T0" 30 >/dev/null || fail "reopened audit not shown"
    keys q
    sleep 0.5
  done
  START="$(median "${STARTS[@]}")" FIRST="$(median "${FIRSTS[@]}")" AGAIN="$(median "${AGAINS[@]}")"
  echo "python -m $how: start screen drawn ${START} s"
  echo "python -m $how (30 slides): first claim on screen ${FIRST} s (target <= 2 s)," \
    "audit done $(median "${DONES[@]}") s"
  LATER="$("$PYTHON" -c "print(f'{${AGAIN%% *} - ${START%% *}:.2f}')")"
  OK="$("$PYTHON" -c "print('ok' if ${AGAIN%% *} - ${START%% *} <= 0.5 else 'MISSED')")"
  echo "python -m $how (30 slides), reopened: first claim on screen ${AGAIN} s," \
    "${LATER} s after the start screen's own start-up (medians; target <= 0.5 s: ${OK})"
done

# ---------------------------------------------------------------- review by keys
# Every step waits for what the screen shows, and the claims decided are read off the screen.
cp "$ROOT/examples/brightline_offline_headline.pptx" "$WORK/brightline.pptx"
start_review "'$WORK/brightline.pptx'"
wait_for "3 claims," "$(now)" 120 >/dev/null || fail "example deck audit did not finish"
# The audit lands on the first open finding; ] walks the open findings until p2-1's are reached.
for _ in $(seq 12); do
  [[ "$(shown_claim)" == p2-1 ]] && break
  press "]"
done
[[ "$(shown_claim)" == p2-1 ]] || fail "] never reached p2-1"
keys c                                   # confirm p2-1's first open finding
wait_for "1 confirmed, 0 dismissed" "$(now)" 10 >/dev/null || fail "confirm not recorded"
keys d                                   # dismiss the finding the flow moved on to, with a reason
DISMISSED="$(wait_match 'Dismiss [A-Z-]+ on (p[0-9]+-[0-9]+): why\?')" || fail "dismiss dialog did not open"
keys -l "the result ID is in the appendix"
keys Enter
wait_for "1 confirmed, 1 dismissed" "$(now)" 10 >/dev/null || fail "dismissal not recorded"
keys u                                   # undo the dismissal...
wait_for "1 confirmed, 0 dismissed" "$(now)" 10 >/dev/null || fail "undo not shown"
keys d                                   # ...and dismiss the finding shown now
DISMISSED="$(wait_match 'Dismiss [A-Z-]+ on (p[0-9]+-[0-9]+): why\?')" || fail "dismiss dialog did not open again"
keys -l "the result ID is in the appendix"
keys Enter
wait_for "1 confirmed, 1 dismissed" "$(now)" 10 >/dev/null || fail "dismissal not recorded again"
SHOT="$(screen)"
grep -q "✓" <<<"$SHOT" || fail "confirmed mark not on screen"
grep -q "✗" <<<"$SHOT" || fail "dismissed mark not on screen"
# A note on p2-1: back to it by claims (p/n) from wherever the flow left the cursor.
for _ in $(seq 6); do
  case "$(shown_claim)" in
    p2-1) break ;;
    p1-*) press n ;;
    *) press p ;;
  esac
done
[[ "$(shown_claim)" == p2-1 ]] || fail "could not get back to p2-1"
keys a
wait_for "Note on p2-1" "$(now)" 10 >/dev/null || fail "note dialog did not open"
keys -l "ask for the Server result"
keys Enter
wait_for "1 confirmed, 1 dismissed, 1 notes" "$(now)" 10 >/dev/null || fail "decisions not shown"
keys q
sleep 0.5

"$PYTHON" - "$WORK/brightline.pptx" "$DISMISSED" <<'PY' || fail "review file check"
import sys
from auditor.review_store import ReviewStore, review_path_for
dismissed_on = sys.argv[2]
store = ReviewStore.load(review_path_for(sys.argv[1]))
kinds = [(d.claim_id, d.decision.value if d.decision else None, d.reason, d.note) for d in store.decisions]
print("review file:", store.path.name, kinds)
assert [k[1] for k in kinds if k[1]] == ["confirmed", "dismissed"], kinds  # the undone one is gone
assert kinds[1][2] == "the result ID is in the appendix", kinds
assert kinds[2][3] == "ask for the Server result", kinds
assert [k[0] for k in kinds] == ["p2-1", dismissed_on, "p2-1"], kinds
assert store.deck_sha256, "deck hash missing"
PY
echo "PASS: review by keys, decisions read back from the review file"
