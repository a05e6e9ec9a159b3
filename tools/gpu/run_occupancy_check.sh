#!/usr/bin/env bash
# Hardware check of kernlint's NVIDIA occupancy engine against the CUDA runtime on the local GPU.
#   tools/gpu/run_occupancy_check.sh [OUTDIR]        (default: $OUT, else .gpu/occupancy)
# Compiles tools/gpu/occupancy_runtime.cu for the GPU's compute capability (ptxas -v log kept: it holds the
# named-barrier counts), runs it, and, when the kernlint package imports, writes the comparison
# (tools/gpu/compare_occupancy.py). Without nvcc on the GPU machine it uses a binary prebuilt into .gpu/occupancy-build/
# (nvcc -arch=sm_90 here: `tools/gpu/run_occupancy_check.sh --build-only`).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
src="$here/occupancy_runtime.cu"
flags=(-O3 -std=c++17 -Xptxas -v)

if [[ "${1:-}" == "--build-only" ]]; then
    mkdir -p "$root/.gpu/occupancy-build"
    nvcc "${flags[@]}" -gencode arch=compute_90,code='[sm_90,compute_90]' -o "$root/.gpu/occupancy-build/occupancy_runtime" "$src" \
        2> "$root/.gpu/occupancy-build/ptxas.log"
    exit $?
fi

out="${1:-${OUT:-$root/.gpu/occupancy}}"
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total --format=csv > "$out/nvidia-smi.csv" 2>&1
cc="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d ' .')"
nvcc_bin="$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null || true)"
binary="$out/occupancy_runtime"
if [[ -n "$nvcc_bin" && -n "$cc" ]]; then
    "$nvcc_bin" "${flags[@]}" -arch="sm_$cc" -o "$binary" "$src" 2> "$out/ptxas.log" || binary=""
    "$nvcc_bin" --version > "$out/nvcc-version.txt" 2>&1
else
    binary=""
fi
if [[ -z "$binary" || ! -x "$binary" ]]; then
    echo "using the prebuilt .gpu/occupancy-build/occupancy_runtime (no nvcc here or the build failed)" | tee "$out/build-note.txt"
    binary="$root/.gpu/occupancy-build/occupancy_runtime"
    cp "$root/.gpu/occupancy-build/ptxas.log" "$out/ptxas.log"
fi
"$binary" > "$out/runtime.csv" 2> "$out/runtime.stderr"
echo "runtime exit: $?" >> "$out/runtime.stderr"
head -2 "$out/runtime.csv"
if python3 -c "import analyzer.occupancy, yaml" 2>/dev/null; then
    (cd "$root" && python3 tools/gpu/compare_occupancy.py "$out" > "$out/comparison.md" 2>&1)
    tail -25 "$out/comparison.md"
else
    echo "kernlint does not import here: compare later with tools/gpu/compare_occupancy.py $out"
fi
