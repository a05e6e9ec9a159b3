#!/usr/bin/env bash
# KL102's warp-vote loops (votes.cu): -O3 and -G, each kernel run plainly (killed after 30 s) and under synccheck
# (killed after 60 s). Writes $OUT/votes.txt (copied here as votes.txt).
cd "$(dirname "$0")"; O=${OUT:-.}
for f in O3 G; do
  nvcc -arch=sm_90 -$f -o /tmp/votes_$f votes.cu || exit 1
  for k in same split; do
    timeout 30 /tmp/votes_$f $k || echo "$k: killed after 30 s (rc $?)"
    timeout 60 compute-sanitizer --tool synccheck --print-limit 2 /tmp/votes_$f $k 2>&1 | grep -E "ERROR SUMMARY|Barrier error|results differ" | sed "s/^/synccheck /"
  done | sed "s/^/-$f /"
done | tee $O/votes.txt
