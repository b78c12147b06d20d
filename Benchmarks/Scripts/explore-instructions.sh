#!/usr/bin/env bash
# Instructions per explored state of `explore 4` and `explore 6` from the sample app's start, under callgrind:
# the release shell's count for the script minus its count for `quit` (start-up and exit), divided by the states
# its summary line reports. valgrind 3.19 cannot read Swift 6.3's DWARF 5, so a copy without debug info runs.
# Run from the repository's root after `make release` (Documentation/Performance.md, "Exploring").
set -euo pipefail
shell="${1:-.build/release/navigatable-ribs}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
objcopy --strip-debug "$shell" "$scratch/navigatable-ribs"
export SWIFT_DETERMINISTIC_HASHING=1
count() {
  printf '%s\n' "$1" > "$scratch/script.txt"
  valgrind --tool=callgrind --callgrind-out-file="$scratch/cg.out" "$scratch/navigatable-ribs" \
    --script "$scratch/script.txt" --color never > "$scratch/output.txt" 2> "$scratch/valgrind.txt" || true
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$scratch/valgrind.txt"
}
base="$(count quit)"
declare -A perState
for depth in 4 6; do
  total="$(count "explore $depth")"
  summary="$(head -1 "$scratch/output.txt")"
  states="$(sed -n 's/.*(\([0-9]*\) states).*/\1/p' <<< "$summary")"
  perState[$depth]=$(( (total - base) / states ))
  echo "explore $depth: $summary"
  echo "  $(( total - base )) instructions beyond start-up, ${perState[$depth]} per state"
done
echo "depth 6 ÷ depth 4 per state: $(awk "BEGIN { printf \"%.2f\", ${perState[6]} / ${perState[4]} }")"
