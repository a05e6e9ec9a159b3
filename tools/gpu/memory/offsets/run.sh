#!/usr/bin/env bash
# The two launch-offset kernels of ../kernels.cu (g_launch_offset*) alone, measured with run.sh's metrics on
# the lent H100 (issue 25): bash tools/gpu/memory/offsets/run.sh; their rows were appended to ../measured/.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
bash "$HERE/../run.sh" "$HERE/offsets.cu" || exit 1
