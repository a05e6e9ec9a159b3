#!/usr/bin/env bash
# ldmatrix kernels (ldmatrix.cu, kept equal to ../kernels.cu's), measured with ../run.sh's metrics and the LDSM
# ones ncu lists on the lent H100 (review r5, M6): bash tools/gpu/memory/ldmatrix/run.sh; the rows were appended
# to ../measured/, the raw output kept in results/.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
SASS_GREP="Function :|LDSM|LDS|STG" EXTRA_QUERY=ldsm bash "$HERE/../run.sh" "$HERE/ldmatrix.cu" || exit 1
cat "${OUT:-$HERE/out}/meta.txt" "${OUT:-$HERE/out}/metrics.txt"
cut -d, -f5,13,15 "${OUT:-$HERE/out}/ncu.csv" | grep -v '"0"$'
