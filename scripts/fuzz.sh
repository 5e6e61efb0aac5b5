#!/usr/bin/env bash
# Fuzzes the trace reader and the analysis with libFuzzer for a while (60 s by default):
#   bash scripts/fuzz.sh [seconds]
# Builds Fuzzing/ (the harness: Fuzzing/Sources/trace-fuzzer) with `--sanitize fuzzer`,
# then mutates the seed traces in Fuzzing/Corpus. A trap, or an encode → read → encode
# round trip that changes a trace, stops the run with exit 1 and leaves the input that
# did it as Fuzzing/.build/findings/crash-…; replay it with
#   Fuzzing/.build/debug/trace-fuzzer Fuzzing/.build/findings/crash-…
# New inputs that reach new code go to Fuzzing/.build/corpus, never into the seeds.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
swift build --package-path Fuzzing --sanitize fuzzer --product trace-fuzzer
mkdir -p Fuzzing/.build/corpus Fuzzing/.build/findings
log=Fuzzing/.build/fuzz.log
if ! Fuzzing/.build/debug/trace-fuzzer Fuzzing/.build/corpus Fuzzing/Corpus \
    -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix=Fuzzing/.build/findings/ -print_final_stats=1 >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "fuzz: a finding; the input that caused it is in Fuzzing/.build/findings (full log: $log)" >&2
    exit 1
fi
grep -E '^(Done|stat::number_of_executed_units|stat::new_units_added|stat::peak_rss_mb)' "$log"
echo "fuzz: no finding in $seconds s"
