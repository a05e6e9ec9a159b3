#!/usr/bin/env bash
# The shared lane stride from a kernel argument (a_bank_rows at d = 31, 32, 48, 64, kept equal to ../kernels.cu's)
# and evidence kernels (classes.cu), measured with ../run.sh's metrics on the lent H100 (review r5, M4 and D9), again
# on an H200 with narrow_rows (review r15 B-M4: a 16x16 block walking columns; tests/test_memory_classes.py):
# bash tools/gpu/memory/classes/run.sh; the a_bank_rows rows were appended to ../measured/, the rest kept in results/.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
bash "$HERE/../run.sh" "$HERE/classes.cu" || exit 1
cut -d, -f5,13,15 "${OUT:-$HERE/out}/ncu.csv"
