#!/usr/bin/env bash
# Fuzzes one part of menuc with libFuzzer (see Tests/Fuzz/README.md).
#
#   Tests/Fuzz/run.sh [--asan] [--corpus DIR] TARGET [SECONDS] [libFuzzer options...]
#
# TARGET is pipeline, lsp, json or options. Builds Sources/menuc-fuzz with
# -sanitize=fuzzer (and AddressSanitizer with --asan) into .build-fuzz (or
# .build-fuzz-asan), seeds the corpus (default .build-fuzz/corpus/TARGET)
# from the repository's files, and runs for SECONDS (default 60) with the
# target's per-input limits. A failing input is written to
# .build-fuzz/findings/TARGET/; replay it with
# `swift run menuc-fuzz --target=TARGET FILE`.
set -euo pipefail
cd "$(dirname "$0")/../.."

asan=no
corpus=
while [ $# -gt 0 ]; do
    case "$1" in
        --asan) asan=yes; shift ;;
        --corpus) corpus="$2"; shift 2 ;;
        *) break ;;
    esac
done
target="${1:?usage: Tests/Fuzz/run.sh [--asan] [--corpus DIR] pipeline|lsp|json|options [SECONDS] [libFuzzer options...]}"
shift
seconds="${1:-60}"
shift || true

# Per-input limits, chosen so that an input whose time or memory grows
# faster than its size fails (the reasons are in Tests/Fuzz/README.md).
case "$target" in
    pipeline) max_len=262144; timeout=5; dict=Tests/Fuzz/menu.dict ;;
    lsp) max_len=65536; timeout=5; dict=.build-fuzz/lsp.dict ;;
    json) max_len=1048576; timeout=1; dict=Tests/Fuzz/json.dict ;;
    options) max_len=65536; timeout=1; dict=Tests/Fuzz/options.dict ;;
    *) echo "run.sh: unknown target '$target'; the targets are pipeline, lsp, json, options" >&2; exit 64 ;;
esac
rss_limit=1024
malloc_limit=64
sanitizers=fuzzer
scratch=.build-fuzz
if [ "$asan" = yes ]; then
    # AddressSanitizer's shadow memory and quarantine count in the RSS, and
    # it runs inputs three to five times slower.
    sanitizers=fuzzer,address
    scratch=.build-fuzz-asan
    rss_limit=3072
    timeout=$((timeout * 5))
fi

swift build -c release --product menuc-fuzz --scratch-path "$scratch" \
    -Xswiftc -sanitize="$sanitizers" -Xswiftc -parse-as-library -Xswiftc -DFUZZING \
    -Xswiftc -use-ld=lld >&2

corpus="${corpus:-.build-fuzz/corpus/$target}"
findings=".build-fuzz/findings/$target"
seeds=".build-fuzz/seeds/$target"
rm -rf "$seeds"
mkdir -p "$corpus" "$findings" "$seeds"
cat Tests/Fuzz/menu.dict Tests/Fuzz/lsp.dict > .build-fuzz/lsp.dict
menu_files=(Samples/*.menu Tests/Corpus/*/*.menu Tests/MenuBackendsTests/Golden/*.menu Tests/Fuzz/Regressions/*.menu)
seed() { cp "$1" "$seeds/seed-$(echo "$1" | tr '/' '_')$2"; }
case "$target" in
    pipeline)
        for file in "${menu_files[@]}"; do seed "$file" ""; done ;;
    lsp)
        # A session: the file opened, then (NUL-separated, the first byte
        # choosing) symbols, formatting, a hover, a completion, code
        # actions, the file again whole, a range edit, a raw body.
        for file in "${menu_files[@]}"; do
            seed "$file" ""
            { cat "$file"; printf '\0\004\0\005\0\002\000\004\006\0\003\000\005\010\0\006\000\000\000\000\050\000'
              printf '\0\000'; cat "$file"; printf '\0\001\000\002\004\000\002\011x\0\012{"jsonrpc":"2.0","id":99,"method":"shutdown"}'
            } > "$seeds/session-$(echo "$file" | tr '/' '_')"
        done ;;
    json)
        for file in Grammar/*.json Tests/MenuBackendsTests/Golden/*.json Tests/MenuReportersTests/Resources/*.json; do seed "$file" ""; done ;;
    options)
        printf -- '--disable title-case # a comment\r\n--warnings-as-errors\n--platform macOS\n--rule-option long-title.max-columns=50\n--enable title-case\n' > "$seeds/options-every-kind"
        printf -- '\357\273\277--platform=iPadOS\r--disable=menu-length\t# tab\n' > "$seeds/options-bom-cr" ;;
esac
for file in "Tests/Fuzz/Regressions/$target"/*; do [ -f "$file" ] && seed "$file" ""; done

# libFuzzer saves a failing input from its own signal handler; Swift's
# backtracer would take the signal first.
export SWIFT_BACKTRACE=enable=no
exec "$scratch/release/menuc-fuzz" --target="$target" "$corpus" "$seeds" \
    -dict="$dict" -max_len="$max_len" -timeout="$timeout" \
    -rss_limit_mb="$rss_limit" -malloc_limit_mb="$malloc_limit" \
    -max_total_time="$seconds" -artifact_prefix="$findings/" -print_final_stats=1 "$@"
