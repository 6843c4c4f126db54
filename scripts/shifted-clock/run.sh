#!/usr/bin/env bash
# Runs a command as if it were another moment: scripts/shifted-clock/run.sh "2027-01-01 22:30 UTC" npx vitest run
# The clock starts at that moment and then runs normally. Finds tests that pass today but not on a
# Sunday, on the 1st of a month, or in the hours when the branch's day and the machine's differ.
# Needs a C compiler (gcc or cc); Linux only (LD_PRELOAD).
set -euo pipefail
if [ $# -lt 2 ]; then
  echo 'usage: scripts/shifted-clock/run.sh "<date, as date -d reads it>" <command> [args...]' >&2
  exit 2
fi
# Read against the real clock, also when this runs under a shifted one already.
target=$(env -u LD_PRELOAD date -d "$1" +%s)
shift
here=$(cd "$(dirname "$0")" && pwd)
lib=$(mktemp -d)/shifted-clock.so
trap 'rm -rf "$(dirname "$lib")"' EXIT
"${CC:-cc}" -O2 -shared -fPIC -o "$lib" "$here/shim.c" -ldl
SHIFTED_CLOCK_OFFSET_S=$((target - $(env -u LD_PRELOAD date +%s))) LD_PRELOAD="$lib" "$@"
