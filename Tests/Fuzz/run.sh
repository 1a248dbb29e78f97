#!/usr/bin/env bash
# Fuzzes the whole menuc pipeline (lexing, parsing, checking, formatting,
# fix-its, reporters and every emitter) with libFuzzer and AddressSanitizer.
#
#   Tests/Fuzz/run.sh [SECONDS] [libFuzzer options...]
#
# Builds Sources/menuc-fuzz with -sanitize=fuzzer,address into .build-fuzz,
# seeds a working corpus from every .menu file of the repository and runs for
# SECONDS (default 60). A failing input is written to .build-fuzz/crashes/;
# reproduce it with `swift run menuc-fuzz FILE` and, once fixed, add it to
# Tests/Fuzz/Regressions/, which the mutation tests replay.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
shift || true

swift build -c release --product menuc-fuzz --scratch-path .build-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING \
    -Xswiftc -use-ld=lld >&2

corpus=.build-fuzz/corpus
crashes=.build-fuzz/crashes
mkdir -p "$corpus" "$crashes"
for file in Samples/*.menu Tests/Corpus/*/*.menu Tests/MenuBackendsTests/Golden/*.menu Tests/Fuzz/Regressions/*.menu; do
    cp "$file" "$corpus/seed-$(echo "$file" | tr '/' '_')"
done

# libFuzzer saves a failing input from its own signal handler; Swift's
# backtracer would take the signal first.
export SWIFT_BACKTRACE=enable=no
exec .build-fuzz/release/menuc-fuzz "$corpus" \
    -dict=Tests/Fuzz/menu.dict -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -max_total_time="$seconds" -artifact_prefix="$crashes/" -print_final_stats=1 "$@"
