#!/usr/bin/env bash
# Records every packaged service of this checkout for SECONDS with JFR (profile settings), then prints
# each one's hot methods. Run it while `./souvenir bench load` holds a steady rate.
# usage: bench/profile/record.sh [SECONDS] [OUT_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-60}
out=${2:-$root/bench/target/jfr}
mkdir -p "$out"
declare -A pids
for pid in $(pgrep -f "$root/[a-z-]*/target/quarkus-app/quarkus-run.jar"); do
  module=$(tr '\0' ' ' < /proc/$pid/cmdline | grep -o "$root/[a-z-]*/target/quarkus-app" | head -1 | sed "s|$root/||; s|/target.*||")
  pids[$module]=$pid
  jcmd "$pid" JFR.start name=perf settings=profile duration=${seconds}s filename="$out/$module.jfr" > /dev/null
done
echo "recording ${!pids[*]} for ${seconds}s into $out"
sleep $((seconds + 3))
for module in "${!pids[@]}"; do
  echo "== $module"
  python3 "$root/bench/profile/jfr-hot.py" "$out/$module.jfr" 20
done
