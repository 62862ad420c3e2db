#!/usr/bin/env bash
# Copy what a GPU kit run brought back (the device tool's files_at folder, holding
# gpu-<device-slug>/ from bench/gpu_kit/run.sh) into results/gpu-<device-slug>/.
#
#   bash bench/gpu_kit/collect.sh FILES_AT [RESULTS_DIR]     (RESULTS_DIR: default results/)
#
# Files of the same name are replaced; the copies are writable (files_at is read-only).
set -eu
src=${1:?usage: bench/gpu_kit/collect.sh FILES_AT [RESULTS_DIR]}
dest=${2:-$(cd "$(dirname "$0")/../.." && pwd)/results}
found=0
while IFS= read -r dir; do
  name=$(basename "$dir")
  mkdir -p "$dest/$name"
  find "$dir" -maxdepth 1 -type f -exec cp --no-preserve=mode {} "$dest/$name/" \;
  echo "collect: $dir -> $dest/$name ($(find "$dir" -maxdepth 1 -type f | wc -l) files)"
  found=1
done < <(find "$src" -maxdepth 3 -type d -name 'gpu-*' | sort)
if [ "$found" = 0 ]; then
  echo "collect: no gpu-*/ folder under $src" >&2
  exit 1
fi
