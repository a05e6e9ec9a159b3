#!/usr/bin/env bash
# KL102's leaving-warps kernels (leaving.cu): -O3 and -G, the loop last (TAIL=0) or followed by barrier-free code
# (TAIL=1); each case in its own process, killed after 30 s. Writes $OUT/leaving.txt (copied here as leaving.txt).
cd "$(dirname "$0")"; O=${OUT:-.}
for f in O3 G; do for t in 0 1; do
  nvcc -arch=sm_90 -$f -DTAIL=$t -o /tmp/leaving_$f$t leaving.cu || exit 1
  for w in 0 1; do timeout 30 /tmp/leaving_$f$t $w || echo "case $w TAIL=$t: killed after 30 s (rc $?)"; done | sed "s/^/-$f /"
done; done | tee $O/leaving.txt
for f in O3 G; do
  nvcc -arch=sm_90 -$f -o /tmp/leaving2_$f leaving2.cu || exit 1
  for w in 0 1; do timeout 30 /tmp/leaving2_$f $w || echo "case $w: killed after 30 s (rc $?)"; done | sed "s/^/-$f /"
done | tee $O/leaving2.txt
