#!/usr/bin/env bash
# Build kernels.cu (-O3 and -G) and run every kernel alone under compute-sanitizer --tool racecheck and
# --tool synccheck (JOBS runs at a time, 6 unless told). Usage (a machine with an NVIDIA GPU, nvcc and compute-sanitizer):
#   tools/gpu/races/run.sh OUTDIR        (KERNELS="k1 k2" to measure only those)
# Writes OUTDIR/results.tsv (build, kernel, tool, rc, hazards: racecheck's reported hazards or synccheck's
# errors, first: the first hazard line) and OUTDIR/log.txt (environment, build, every sanitizer output).
set -u
out=${1:?usage: run.sh OUTDIR}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
log="$out/log.txt"
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  nvcc --version | tail -1
  compute-sanitizer --version | tail -1
} > "$log" 2>&1
work=$(mktemp -d)
# NOTE: helpers.cu holds device functions whose bodies kernlint does not see (linked with -rdc)
nvcc -O3 -rdc=true -arch=sm_90 -o "$work/races_O3" "$here/kernels.cu" "$here/helpers.cu" >> "$log" 2>&1 &
nvcc -G -rdc=true -arch=sm_90 -o "$work/races_G" "$here/kernels.cu" "$here/helpers.cu" >> "$log" 2>&1 &
wait
kernels="tree_no_barrier tree_ok neighbour_racy neighbour_ok war_loop_racy war_loop_ok volatile_warp_racy syncwarp_ok
         tail_uninit tail_filled_ok scalar_racy same_value_ok atomic_read_note global_sum_racy global_atomic_ok
         strip_fill_racy strip_fill_ok thread_zero_global_racy grid_thread_zero_ok asm_barrier_ok
         tile_assumed_racy tile_assumed_ok tile_copy
         early_return_2d_racy early_return_2d_ok loop_exit_same_ok loop_exit_lane_racy functor_scan_racy
         functor_scan_ok member_tile_racy member_tile_ok unseen_helper_slot_ok seen_helper_slot_racy
         unseen_helper_same_racy pitched_rows_ok pitched_row_start_racy ternary_guard_ok ternary_guard_racy ternary_guard_other_warp_racy
         loop_last_iteration_racy loop_last_iteration_ok short_circuit_ok short_circuit_racy
         ballot_between_racy ballot_after_racy vote_after_racy short_circuit_count_ok short_circuit_count_racy
         same_value_readback same_value_slot writeback_same activemask_leader_racy activemask_leader_ok
         shfl_operand_ok shfl_operand_racy ternary_shuffle_ok hist_loaded_bin_data hist_private_columns_ok
         do_while_flag_ok do_while_flag_racy warp_slot_constant_ok warp_slot_two_lanes_racy do_while_skip_racy"
kernels=${KERNELS:-$kernels}  # NOTE: KERNELS="a b" measures those alone (a later run of the kernels added since)

one() {  # build kernel tool: one sanitizer run, its row in $work/rows/, its output in $work/logs/
  local build=$1 k=$2 tool=$3 opts="" text rc hazards first
  [ "$tool" = racecheck ] && opts="--racecheck-report hazard"
  text=$(timeout 60 compute-sanitizer --tool "$tool" $opts "$work/races_$build" "$k" 1000 2>&1); rc=$?
  printf '### %s %s %s rc=%s\n%s\n' "$build" "$k" "$tool" "$rc" "$text" > "$work/logs/$build.$k.$tool"
  if [ "$tool" = racecheck ]; then
    hazards=$(printf '%s\n' "$text" | sed -n 's/.*RACECHECK SUMMARY: \([0-9]*\) hazard.*/\1/p' | tail -1)
    first=$(printf '%s\n' "$text" | grep -m1 -E 'Error:|Warning:' | sed 's/^========= *//' | tr '\t' ' ')
  else
    hazards=$(printf '%s\n' "$text" | sed -n 's/.*ERROR SUMMARY: \([0-9]*\) error.*/\1/p' | tail -1)
    first=$(printf '%s\n' "$text" | grep -m1 -E 'Barrier error|Invalid|error' | sed 's/^========= *//' | tr '\t' ' ')
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$build" "$k" "$tool" "$rc" "${hazards:-0}" "${first:0:200}" > "$work/rows/$build.$k.$tool"
}
mkdir -p "$work/rows" "$work/logs"
jobs=0
for build in O3 G; do
  for k in $kernels; do
    for tool in racecheck synccheck; do
      one "$build" "$k" "$tool" &
      jobs=$((jobs + 1))
      if [ $jobs -ge "${JOBS:-6}" ]; then wait -n; jobs=$((jobs - 1)); fi
    done
  done
done
wait
printf 'build\tkernel\ttool\trc\thazards\tfirst\n' > "$out/results.tsv"
for build in O3 G; do
  for k in $kernels; do
    for tool in racecheck synccheck; do
      cat "$work/rows/$build.$k.$tool" >> "$out/results.tsv"
      cat "$work/logs/$build.$k.$tool" >> "$log"
    done
  done
done
