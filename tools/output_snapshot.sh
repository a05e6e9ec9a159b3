#!/usr/bin/env bash
# Snapshot every output kernlint writes (check in five formats and with --select ALL, the ptxas join, ptxas on
# every fixture log incl. wave64 targets, kernels, occupancy, archs, rules, and check/kernels on the public
# trees under /work/ext when present) from the code in TREE into OUTDIR, one file per run plus its stderr
# and exit code; the tree path is replaced by TREE so snapshots of two checkouts diff cleanly:
#   tools/output_snapshot.sh /path/a /tmp/a; tools/output_snapshot.sh /path/b /tmp/b; diff -r /tmp/a /tmp/b
set -u
[ $# -eq 2 ] || { echo "usage: tools/output_snapshot.sh TREE OUTDIR" >&2; exit 2; }
tree="$1"; out="$2"
rm -rf "$out"; mkdir -p "$out"
cd "$tree"
export PYTHONPATH="$tree" NO_COLOR=1 COLUMNS=120
k() { # name, args...
  local name="$1"; shift
  timeout 900 python3 -m analyzer "$@" >"$out/$name.out" 2>"$out/$name.err"; echo "rc=$?" >>"$out/$name.err"
}
for f in json text concise sarif github; do k check-fixtures-$f check fixtures/ --format $f -j 2; done
k check-fixtures-all-json check fixtures/ --select ALL --format json -j 2
k check-fixtures-all-text check fixtures/ --select ALL --format text -j 2
k check-join-json check fixtures/logs/src --ptxas fixtures/logs/make_build.log --ptxas fixtures/logs/multi_gencode.log --ptxas fixtures/logs/maxrreg32_spills.log --select ALL --format json
k check-join-text check fixtures/logs/src --ptxas fixtures/logs/make_build.log --ptxas fixtures/logs/multi_gencode.log --ptxas fixtures/logs/maxrreg32_spills.log --select ALL --format text
k check-join-wd check fixtures/logs/src/warp_divergence.cu --ptxas fixtures/logs/warp_divergence_sm86.log --target sm_86 --format text
k check-join-hip check fixtures/amd/src/hip_kernels.hip --ptxas fixtures/amd/logs/gfx1100-hip.log --target gfx1100 --select ALL --format json
for log in fixtures/logs/*.log fixtures/amd/logs/*.log; do
  b=$(echo "$log" | tr / _)
  k ptxas-$b-json ptxas "$log" --format json
  k ptxas-$b-text ptxas "$log" --format text
  k ptxas-$b-all ptxas "$log" --format json --select ALL
done
for a in gfx1030:wave64 gfx1100:wave64 gfx1200:wave64; do
  n=${a%%:*}; log=fixtures/amd/logs/$n-wave64.log
  k ptxas-wave64-$n-json ptxas "$log" --arch $a --format json --select ALL
  k ptxas-wave64-$n-text ptxas "$log" --arch $a --format text --select ALL
done
k ptxas-sarif ptxas fixtures/logs/make_build.log --format sarif
k ptxas-budgets ptxas fixtures/logs/multi_gencode.log --max-registers 32 --max-shared 16K --min-occupancy 0.6 --fail-on-spill
k kernels-json kernels fixtures/ --format json
k kernels-text kernels fixtures/ --format text
k occ1 occupancy --arch sm_90 --arch gfx90a --threads 256 --regs 64 --smem 16KiB
k occ2 occupancy --arch sm_80 --threads 128 --regs 32 --sweep regs
k occ-json occupancy --arch sm_90 --threads 256 --regs 64 --format json
k archs archs
k rules rules
k rule201 rule KL201
[ -d /work/ext/cuda-samples ] && k cuda-samples-json check /work/ext/cuda-samples --format json -j 2
[ -d /work/ext/gpu-rodinia ] && k rodinia-json check /work/ext/gpu-rodinia --format json -j 2
[ -d /work/ext/gpu-rodinia ] && k kernels-rodinia-json kernels /work/ext/gpu-rodinia --format json -j 2
sed -i "s#$tree/#TREE/#g" "$out"/*
