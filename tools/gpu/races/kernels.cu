// Racy and clean kernels for KL107/KL108/KL109, run one at a time under compute-sanitizer's racecheck and
// synccheck by run.sh (the table is table.tsv; tests/test_races_hardware.py re-judges kernlint against it).
// Usage: ./races KERNEL [n]
#include <cstdio>
#include <cstring>
#include <cstdlib>

#define B 256

__global__ void tree_no_barrier(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    __syncthreads();
    for (int stride = B / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void tree_ok(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    __syncthreads();
    for (int stride = B / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void neighbour_racy(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    out[blockIdx.x * B + t] = s[(t + 1) % B];
}

__global__ void neighbour_ok(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    __syncthreads();
    out[blockIdx.x * B + t] = s[(t + 1) % B];
}

__global__ void war_loop_racy(float *out, const float *in, int rounds) {
    __shared__ float s[B];
    int t = threadIdx.x;
    float acc = 0.0f;
    for (int r = 0; r < rounds; ++r) {
        s[t] = in[r * B + t];
        __syncthreads();
        acc += s[(t + 1) % B];
    }
    out[t] = acc;
}

__global__ void war_loop_ok(float *out, const float *in, int rounds) {
    __shared__ float s[B];
    int t = threadIdx.x;
    float acc = 0.0f;
    for (int r = 0; r < rounds; ++r) {
        s[t] = in[r * B + t];
        __syncthreads();
        acc += s[(t + 1) % B];
        __syncthreads();
    }
    out[t] = acc;
}

__global__ void volatile_warp_racy(float *out, const float *in) {
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * 64 + t];
    __syncthreads();
    if (t < 32) {
        volatile float *v = s;
        v[t] += v[t + 32];
        v[t] += v[t + 16];
        v[t] += v[t + 8];
        v[t] += v[t + 4];
        v[t] += v[t + 2];
        v[t] += v[t + 1];
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void syncwarp_ok(float *out, const float *in) {
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * 64 + t];
    __syncthreads();
    if (t < 32) {
        float v = s[t] + s[t + 32];
        __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 16]; __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 8]; __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 4]; __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 2]; __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 1];
        if (t == 0) out[blockIdx.x] = v;
    }
}

__global__ void tail_uninit(float *out, const float *in, int n) {
    __shared__ float s[B];
    int t = threadIdx.x;
    int i = blockIdx.x * B + t;
    if (i < n) {
        s[t] = in[i];
        __syncthreads();
        out[i] = s[(t + 1) % B];
    }
}

__global__ void tail_filled_ok(float *out, const float *in, int n) {
    __shared__ float s[B];
    int t = threadIdx.x;
    int i = blockIdx.x * B + t;
    s[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (i < n) out[i] = s[(t + 1) % B];
}

__global__ void scalar_racy(float *out) {
    __shared__ int last;
    last = threadIdx.x;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = last;
}

__global__ void same_value_ok(float *out) {
    __shared__ int flag;
    flag = 1;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = flag;
}

__global__ void atomic_read_note(float *out) {
    __shared__ int count;
    if (threadIdx.x == 0) count = 0;
    __syncthreads();
    atomicAdd(&count, 1);
    if (count == B) out[blockIdx.x] = 1.0f;
}

__global__ void global_sum_racy(float *data, const float *in) {
    int i = blockIdx.x * B + threadIdx.x;
    data[0] += in[i];
}

__global__ void global_atomic_ok(float *data, const float *in) {
    int i = blockIdx.x * B + threadIdx.x;
    atomicAdd(&data[0], in[i]);
}

// A strip of 5 floats per thread at t * 4, no barrier in the loop: thread t's iteration 4 writes the slot thread
// t + 1 writes at iteration 0 (a race only from iteration 4 on); the near-miss fills strips of 4.
__global__ void strip_fill_racy(float *out, const float *in) {
    __shared__ float s[4 * B + 4];
    int t = threadIdx.x;
    for (int k = 0; k < 5; ++k)
        s[t * 4 + k] = in[(t * 4 + k) % (4 * B)] + k;  // NOTE: + k: the two writes differ (racecheck is silent on equal ones)
    __syncthreads();
    out[t] = s[t * 4];
}

__global__ void strip_fill_ok(float *out, const float *in) {
    __shared__ float s[4 * B];
    int t = threadIdx.x;
    for (int k = 0; k < 4; ++k)
        s[t * 4 + k] = in[t * 4 + k] + k;
    __syncthreads();
    out[t] = s[t * 4];
}

// Thread 0 of every block updates data[0] (global memory: racecheck checks shared memory only); the near-miss
// lets one thread of the grid do it.
__global__ void thread_zero_global_racy(float *data, const float *in) {
    if (threadIdx.x == 0) data[0] += in[blockIdx.x];
}

__global__ void grid_thread_zero_ok(float *data, const float *in) {
    if (threadIdx.x == 0 && blockIdx.x == 0) data[0] += in[0];
}

// A barrier in inline PTX orders the store and the neighbour read (kernlint reads `bar.sync 0` as a block barrier).
__global__ void asm_barrier_ok(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    asm volatile("bar.sync 0;" ::: "memory");
    out[blockIdx.x * B + t] = s[(t + 1) % B];
}

// Launched with a block the host reads at run time (16x16 unless told): kernlint assumes the 16x16 block the
// tile indexed [threadIdx.y][threadIdx.x] states. The row below is another warp's for odd rows.
__global__ void tile_assumed_racy(float *out, const float *in) {
    __shared__ float tile[16][16];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[blockIdx.x * 256 + y * 16 + x];
    out[blockIdx.x * 256 + y * 16 + x] = tile[(y + 1) % 16][x];
}

__global__ void tile_assumed_ok(float *out, const float *in) {
    __shared__ float tile[16][16];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[blockIdx.x * 256 + y * 16 + x];
    __syncthreads();
    out[blockIdx.x * 256 + y * 16 + x] = tile[(y + 1) % 16][x];
}

// Only tile_copy<32> is launched (with 32x32): the 16-wide instance's launch sits in a branch the host's
// constants rule out, and with a 32x32 block its rows would overlap.
template <int TILE>
__global__ void tile_copy(float *out, const float *in) {
    __shared__ float tile[TILE][TILE];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[blockIdx.x * TILE * TILE + y * TILE + x];
    __syncthreads();
    out[blockIdx.x * TILE * TILE + y * TILE + x] = tile[y][(x + 1) % TILE];
}

void copy_tiles(float *out, const float *in) {
    int tile = 32;
    dim3 block(tile, tile);
    if (tile == 16)
        tile_copy<16><<<4, block>>>(out, in);
    else
        tile_copy<32><<<4, block>>>(out, in);
}

// --- Race-model changes after 2026-11-27 16:00 (a racy kernel and its near miss each). ---

// A 2-D early return on run-time bounds (`if (x >= w || y >= h) return;`, w and h read by the host at run time):
// the threads inside go on. Each reads its right neighbour's slot of the tile with no barrier (racy); the near
// miss reads its own slot.
__global__ void early_return_2d_racy(float *out, const float *in, int w, int h) {
    __shared__ float tile[16][16];
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
    if (x >= w || y >= h) return;
    tile[threadIdx.y][threadIdx.x] = in[y * w + x];
    out[y * w + x] = tile[threadIdx.y][(threadIdx.x + 1) % 16];
}

__global__ void early_return_2d_ok(float *out, const float *in, int w, int h) {
    __shared__ float tile[16][16];
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
    if (x >= w || y >= h) return;
    tile[threadIdx.y][threadIdx.x] = in[y * w + x];
    out[y * w + x] = 2.0f * tile[threadIdx.y][threadIdx.x];
}

// Every thread stores the value a loop exits with to one shared slot. With block-uniform bounds each thread exits
// with the same value (one value written: benign); the near miss's bound names the thread, so the values differ.
__global__ void loop_exit_same_ok(int *out, int steps) {
    __shared__ int last;
    int p = 0;
    for (; p < steps; p++) { }
    last = p;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = last;
}

__global__ void loop_exit_lane_racy(int *out, int steps) {
    __shared__ int last;
    int p = 0;
    for (; p < steps + (int)(threadIdx.x & 3); p++) { }
    last = p;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = last;
}

// A functor kernel (its body `f();`, f a by-value `const F`): the scan step of operator() reads a neighbour's
// slot the neighbour overwrites in the same step, no barrier between (racy); the near miss has barriers around
// each step's write.
struct ScanStep {
    const float *in;
    float *out;
    __device__ void operator()() const {
        __shared__ float part[B];
        int t = threadIdx.x;
        part[t] = in[blockIdx.x * B + t];
        __syncthreads();
        for (int d = 1; d < B; d *= 2) {
            float v = t >= d ? part[t - d] : 0.0f;
            part[t] += v;
        }
        __syncthreads();
        out[blockIdx.x * B + t] = part[t];
    }
};

struct ScanStepSynced {
    const float *in;
    float *out;
    __device__ void operator()() const {
        __shared__ float part[B];
        int t = threadIdx.x;
        part[t] = in[blockIdx.x * B + t];
        __syncthreads();
        for (int d = 1; d < B; d *= 2) {
            float v = t >= d ? part[t - d] : 0.0f;
            __syncthreads();
            part[t] += v;
            __syncthreads();
        }
        out[blockIdx.x * B + t] = part[t];
    }
};

__global__ void functor_scan_racy(const ScanStep f) { f(); }
__global__ void functor_scan_ok(const ScanStepSynced f) { f(); }

// A shared tile reached through an object's pointer member (`Window win{tile}`, an aggregate): each row pass
// stores the thread's word and reads its neighbour's through win's methods. With no barrier at the end of the
// pass, the next pass's store meets the neighbour's read (racy); the near miss ends each pass with a barrier.
struct Window {
    float *data;
    __device__ void put(float v) { data[threadIdx.x] = v; }
    __device__ float left() const { return data[(threadIdx.x + B - 1) % B]; }
};

__global__ void member_tile_racy(float *out, const float *in, int rows) {
    __shared__ float tile[B];
    Window win{tile};
    for (int r = 0; r < rows; ++r) {
        win.put(in[r * B + threadIdx.x] + r);
        __syncthreads();
        out[r * B + threadIdx.x] = win.left();
    }
}

__global__ void member_tile_ok(float *out, const float *in, int rows) {
    __shared__ float tile[B];
    Window win{tile};
    for (int r = 0; r < rows; ++r) {
        win.put(in[r * B + threadIdx.x] + r);
        __syncthreads();
        out[r * B + threadIdx.x] = win.left();
        __syncthreads();
    }
}

// A shared index from a helper: unseen_helper_slot_ok's my_slot() has its body in helpers.cu (threadIdx.x ^ 1,
// another unit, linked with -rdc): kernlint does not take its value as the same for every thread and makes no
// claim. seen_helper_slot_racy's first_slot() is here (0 for every thread): every thread stores s[0]. The
// helper of unseen_helper_same_racy (zero_slot(), in helpers.cu) returns 0 too: a race kernlint cannot see.
__device__ int my_slot();
__device__ int zero_slot();
__device__ int first_slot() { return 0; }

__global__ void unseen_helper_slot_ok(float *out, const float *in) {
    __shared__ float s[B];
    s[my_slot()] = in[blockIdx.x * B + threadIdx.x];
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = s[threadIdx.x];
}

__global__ void seen_helper_slot_racy(float *out, const float *in) {
    __shared__ float s[B];
    s[first_slot()] = in[blockIdx.x * B + threadIdx.x] + threadIdx.x;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = s[first_slot()];
}

__global__ void unseen_helper_same_racy(float *out, const float *in) {
    __shared__ float s[B];
    s[zero_slot()] = in[blockIdx.x * B + threadIdx.x] + threadIdx.x;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = s[zero_slot()];
}

// Pitched rows of a shared buffer, `rows[y * pitch + x]`, pitch a kernel argument (17 at run time): rows overlap
// only for a pitch below the row's width, which no valid layout has, so no claim (ok). The near miss drops x from
// the index: every thread of a row stores the row's first word.
__global__ void pitched_rows_ok(float *out, const float *in, int pitch) {
    __shared__ float rows[16 * 32];
    int x = threadIdx.x, y = threadIdx.y;
    rows[y * pitch + x] = in[blockIdx.x * 256 + y * 16 + x];
    __syncthreads();
    out[blockIdx.x * 256 + y * 16 + x] = rows[y * pitch + (x + 1) % 16];
}

__global__ void pitched_row_start_racy(float *out, const float *in, int pitch) {
    __shared__ float rows[16 * 32];
    int x = threadIdx.x, y = threadIdx.y;
    rows[y * pitch] = in[blockIdx.x * 256 + y * 16 + x] + x;
    __syncthreads();
    out[blockIdx.x * 256 + y * 16 + x] = rows[y * pitch];
}

// A two-stage max of two warps: the second stage reads `lane < 2 ? red[lane] : -1e30f` while the warp leaders
// store the next stage to red[2 + warp], no barrier between: disjoint slots (ok). The near miss's `lane <= 2`
// admits lane 2, which reads red[2] while warp 0's leader stores there.
__global__ void ternary_guard_ok(float *out, const float *in) {
    __shared__ float red[4];
    int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    float v = in[blockIdx.x * 64 + threadIdx.x];
    for (int m = 16; m > 0; m /= 2) v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, m));
    if (lane == 0) red[warp] = v;
    __syncthreads();
    float best = lane < 2 ? red[lane] : -1e30f;
    for (int m = 16; m > 0; m /= 2) best = fmaxf(best, __shfl_xor_sync(0xffffffff, best, m));
    if (lane == 0) red[2 + warp] = v - best + 1.0f;
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = red[2] + red[3];
}

__global__ void ternary_guard_racy(float *out, const float *in) {
    __shared__ float red[4];
    int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    float v = in[blockIdx.x * 64 + threadIdx.x];
    for (int m = 16; m > 0; m /= 2) v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, m));
    if (lane == 0) red[warp] = v;
    __syncthreads();
    float best = lane <= 2 ? red[lane] : -1e30f;
    for (int m = 16; m > 0; m /= 2) best = fmaxf(best, __shfl_xor_sync(0xffffffff, best, m));
    if (lane == 0) red[2 + warp] = v - best + 1.0f;
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = red[2] + red[3];
}

// ternary_guard_racy with warp 0's lane 2 kept out (`lane < 2 || threadIdx.x == 34`): thread 34's read of red[2]
// is the only one, so no read by thread 0's own warp (ordered after its store by the shuffles) stands beside it.
__global__ void ternary_guard_other_warp_racy(float *out, const float *in) {
    __shared__ float red[4];
    int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    float v = in[blockIdx.x * 64 + threadIdx.x];
    for (int m = 16; m > 0; m /= 2) v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, m));
    if (lane == 0) red[warp] = v;
    __syncthreads();
    float best = lane < 2 || threadIdx.x == 34 ? red[lane] : -1e30f;
    for (int m = 16; m > 0; m /= 2) best = fmaxf(best, __shfl_xor_sync(0xffffffff, best, m));
    if (lane == 0) red[2 + warp] = v - best + 1.0f;
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = red[2] + red[3];
}

// A halving reduction whose loop opens with a barrier: only its last iteration (d = 1: thread 0 reads t[1], writes
// t[0]) meets the code after the loop. Reading t[255 - id] after it meets that write (racy); reading t[255] and
// t[2 + id % 2] meets only iterations the next head barrier orders (ok).
__global__ void loop_last_iteration_racy(int *out, const int *in) {
    __shared__ int t[B];
    int id = threadIdx.x;
    t[id] = in[blockIdx.x * B + id] + id;
    for (int d = B / 2; d > 0; d >>= 1) {
        __syncthreads();
        if (id < d) t[id] += t[id + d];
    }
    out[blockIdx.x * B + id] = t[255 - id];
}

__global__ void loop_last_iteration_ok(int *out, const int *in) {
    __shared__ int t[B];
    int id = threadIdx.x;
    t[id] = in[blockIdx.x * B + id] + id;
    for (int d = B / 2; d > 0; d >>= 1) {
        __syncthreads();
        if (id < d) t[id] += t[id + d];
    }
    out[blockIdx.x * B + id] = t[255] + t[2 + id % 2];
}

// Short-circuit order: the right operand of `||` is read only where the left one fails. Thread 0 alone reads the
// slot it wrote (ok); the near miss's left operand lets thread 1 through to read thread 0's slot, no sync.
__global__ void short_circuit_ok(int *out, const int *in) {
    __shared__ int s[32];
    int t = threadIdx.x;
    if (t == 0) s[0] = in[blockIdx.x] + 1;
    int keep = t != 0 || s[0] > 0;
    out[blockIdx.x * 32 + t] = keep;
}

__global__ void short_circuit_racy(int *out, const int *in) {
    __shared__ int s[32];
    int t = threadIdx.x;
    if (t == 0) s[0] = in[blockIdx.x] + 1;
    int keep = t > 1 || s[0] > 0;
    out[blockIdx.x * 32 + t] = keep;
}

// a ballot between a lane's write and its neighbour's read: a vote orders no memory, and -O3 moves the shared load
// across it (racecheck: RAW hazards at -O3, none at -G; kernlint: a race), and the same read before the ballot
__global__ void ballot_between_racy(float *out, const float *in) {
    __shared__ float buf[B];
    const int lane = threadIdx.x % 32;
    for (int k = 0; k < 4; k++) {
        float mine = in[(blockIdx.x * 4 + k) * B + threadIdx.x];
        buf[threadIdx.x] = mine;
        unsigned hot = __ballot_sync(0xffffffffu, mine > 0.f);
        float right = buf[threadIdx.x - lane + (lane + 1) % 32];
        out[(blockIdx.x * 4 + k) * B + threadIdx.x] = right + __popc(hot);
        __syncwarp();
    }
}

__global__ void ballot_after_racy(float *out, const float *in) {
    __shared__ float buf[B];
    const int lane = threadIdx.x % 32;
    for (int k = 0; k < 4; k++) {
        buf[threadIdx.x] = in[(blockIdx.x * 4 + k) * B + threadIdx.x];
        float right = buf[threadIdx.x - lane + (lane + 1) % 32];
        unsigned hot = __ballot_sync(0xffffffffu, right > 0.f);
        out[(blockIdx.x * 4 + k) * B + threadIdx.x] = right + __popc(hot);
    }
}

// a volatile warp max-reduction with no __syncwarp(), a vote later in the same loop body (still a race)
__global__ void vote_after_racy(float *out, const float *in) {
    __shared__ volatile float smem[B];
    const int lane = threadIdx.x % 32;
    for (int r = 0; r < 4; r++) {
        float m = in[(blockIdx.x * 4 + r) * B + threadIdx.x];
        smem[threadIdx.x] = m;
        for (int off = 16; off > 0; off /= 2)
            if (lane < off) smem[threadIdx.x] = m = fmaxf(m, smem[threadIdx.x + off]);
        if (lane == 0) out[(blockIdx.x * 4 + r) * B + threadIdx.x] = smem[threadIdx.x];
        if (__any_sync(0xffffffffu, m > 0.5f)) out[(blockIdx.x * 4 + r) * B + threadIdx.x + 1] = 1.f;
    }
}

// an `&&` whose left operand the launch's count makes false never evaluates its right one (count 64), and with
// count 65 every thread writes part[0] from part[64] while others read part[0]
__global__ void short_circuit_count(float *out, const float *in, const int count) {
    __shared__ float part[B];
    int t = threadIdx.x;
    part[t] = t < count ? in[blockIdx.x * count + t] : 1e30f;
    __syncthreads();
    if (count % 2 == 1 && part[0] >= part[count - 1]) {  // NOTE: `>=`: the zeroed input takes the branch
        part[0] = part[count - 1];
        part[1] = part[0];
    }
    if (t == 0) out[blockIdx.x] = part[1];
}

// Review r14 set B: every thread stores one block-uniform value to a shared word and reads it back before the
// loop's barrier (Q2), the same through each thread's own shared slot (Q1), and warp 0 writing back the words it
// read while the other warps copy them (Q4).
__global__ void same_value_readback(float *out, int n) {
    __shared__ int data_max;
    for (int c = blockIdx.x; c < n; c += gridDim.x) {
        data_max = (3 * c + 1) % B;
        if (threadIdx.x < data_max) out[(c % 64) * B + threadIdx.x] = data_max;
        __syncthreads();
    }
}

__global__ void same_value_slot(float *out, const float *in, int n) {
    __shared__ int sec[B];
    __shared__ int data_max;
    for (int c = blockIdx.x; c < n; c += gridDim.x) {
        sec[threadIdx.x] = c % (64 * B);
        data_max = (int)in[sec[threadIdx.x]] + 1;
        if (threadIdx.x < data_max) out[(c % 64) * B + threadIdx.x] = data_max;
        __syncthreads();
    }
}

__global__ void writeback_same(float *out, const float *in) {
    __shared__ float dq[B];
    if (threadIdx.x == 0)
        for (int i = 0; i < 32; i++) dq[i] = in[0] * (i + 1);
    __syncthreads();
    const int sbase = (threadIdx.x / 32) * 32, diff = threadIdx.x - sbase;
    dq[diff + sbase] = dq[diff];
    __syncwarp();
    out[blockIdx.x * B + threadIdx.x] = dq[sbase + (threadIdx.x & 31)];
}

// Review r14 set C: the lowest active lane broadcasts a warp's reserved base through a shared word, no __syncwarp
// before the lanes read it (warp-aggregated atomics), and the same with __syncwarp(mask).
__global__ void activemask_leader_racy(float *out, int n) {
    __shared__ volatile unsigned base[B / 32];
    __shared__ unsigned counter;
    if (threadIdx.x == 0) counter = 0;
    __syncthreads();
    const int tid = blockIdx.x * B + threadIdx.x;
    if (tid < n) {
        const unsigned mask = __activemask(), lane = threadIdx.x & 31;
        const unsigned rank = __popc(mask & ((1u << lane) - 1));
        if (rank == 0) base[threadIdx.x / 32] = atomicAdd(&counter, __popc(mask));
        out[(base[threadIdx.x / 32] + rank) % (64 * B)] = tid;
    }
}

__global__ void activemask_leader_ok(float *out, int n) {
    __shared__ volatile unsigned base[B / 32];
    __shared__ unsigned counter;
    if (threadIdx.x == 0) counter = 0;
    __syncthreads();
    const int tid = blockIdx.x * B + threadIdx.x;
    if (tid < n) {
        const unsigned mask = __activemask(), lane = threadIdx.x & 31;
        const unsigned rank = __popc(mask & ((1u << lane) - 1));
        if (rank == 0) base[threadIdx.x / 32] = atomicAdd(&counter, __popc(mask));
        __syncwarp(mask);
        out[(base[threadIdx.x / 32] + rank) % (64 * B)] = tid;
    }
}

// review r16 C-Q1: lanes 1..31 read s[t - 1] as a shuffle's operand and write s[t] with its result: the shuffle
// waits for every lane of its mask, so each read is before every write (racecheck: no hazard); without the
// shuffle between them, the read and the neighbour's write race
__global__ void shfl_operand_ok(float *out, const float *in) {
    __shared__ float s[B];
    s[threadIdx.x] = in[blockIdx.x * B + threadIdx.x];
    __syncthreads();
    if ((threadIdx.x & 31) != 0) s[threadIdx.x] += __shfl_sync(0xfffffffe, s[threadIdx.x - 1], 1);
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = s[threadIdx.x];
}

__global__ void shfl_operand_racy(float *out, const float *in) {
    __shared__ float s[B];
    s[threadIdx.x] = in[blockIdx.x * B + threadIdx.x];
    __syncthreads();
    if ((threadIdx.x & 31) != 0) s[threadIdx.x] += s[threadIdx.x - 1];
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = s[threadIdx.x];
}

// review r16 C-Q2: a shuffle in one arm of `?:` is executed by the lanes that take that arm only (lane 0 skips it:
// synccheck reports no error for its mask 0xfffffffe)
__global__ void ternary_shuffle_ok(float *out, const float *in) {
    __shared__ float s[B];
    s[threadIdx.x] = in[blockIdx.x * B + threadIdx.x];
    __syncthreads();
    const unsigned lane = threadIdx.x & 31;
    out[blockIdx.x * B + threadIdx.x] = s[threadIdx.x] + (lane ? __shfl_sync(0xfffffffe, s[threadIdx.x - 1], 1) : 0.f);
}

// review r17 (race/scatter.py): a plain update of a shared counter through a loaded bin. The run's data (zeros)
// puts every thread on bin 0, so racecheck reports the hazard; kernlint's KL107 note says the data decides
__global__ void hist_loaded_bin_data(float *out, const float *in) {
    __shared__ unsigned h[256];
    h[threadIdx.x] = 0;
    __syncthreads();
    h[(int)in[blockIdx.x * B + threadIdx.x] & 255] += 1;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = h[threadIdx.x];
}

// the same update into each thread's own column of counters (bins B words apart, B threads): apart whatever the
// data, so neither racecheck nor kernlint reports
__global__ void hist_private_columns_ok(float *out, const float *in) {
    __shared__ unsigned h[16 * B];
    for (int i = threadIdx.x; i < 16 * B; i += B) h[i] = 0;
    __syncthreads();
    h[((int)in[blockIdx.x * B + threadIdx.x] & 15) * B + threadIdx.x] += 1;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = h[threadIdx.x];
}

// review r17 B-Q2: a flag thread 0 writes before a do-while and every thread tests after the body's barriers
__global__ void do_while_flag_ok(float *out, const float *in) {
    __shared__ float rho;
    if (threadIdx.x == 0) rho = 1.0f;
    int it = 0;
    do {
        __syncthreads();
        out[blockIdx.x * B + threadIdx.x] += in[blockIdx.x * B + threadIdx.x];
        it++;
        __syncthreads();
        if (threadIdx.x == 0) rho *= 0.5f;
        __syncthreads();
    } while (it < 8 && rho > 0.01f);
}

// the same without the barrier after thread 0's update: the other threads' test reads it as it is written
__global__ void do_while_flag_racy(float *out, const float *in) {
    __shared__ float rho;
    if (threadIdx.x == 0) rho = 1.0f;
    int it = 0;
    do {
        __syncthreads();
        out[blockIdx.x * B + threadIdx.x] += in[blockIdx.x * B + threadIdx.x];
        it++;
        __syncthreads();
        if (threadIdx.x == 0) rho *= 0.5f;
    } while (it < 8 && rho > 0.01f);
}

// review r17 B-Q1: a warp's slot from a shift and a mask the host keeps in __constant__ memory (5 and 31)
struct WarpBits { unsigned mask, bits; };
__constant__ WarpBits cWarp;

__global__ void warp_slot_constant_ok(float *out, const float *in) {
    __shared__ float best[B / 32];
    float v = in[blockIdx.x * B + threadIdx.x];
    for (int o = 16; o > 0; o >>= 1) v = fminf(v, __shfl_xor_sync(0xffffffffu, v, o));
    if ((threadIdx.x & cWarp.mask) == 0) best[threadIdx.x >> cWarp.bits] = v;
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = best[0] + best[B / 32 - 1];
}

__global__ void warp_slot_two_lanes_racy(float *out, const float *in) {
    __shared__ float best[B / 32];
    float v = in[blockIdx.x * B + threadIdx.x];
    if ((threadIdx.x & cWarp.mask) < 2) best[threadIdx.x >> cWarp.bits] = v + threadIdx.x;  // NOTE: two values
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = best[0] + best[B / 32 - 1];
}

// review r17 B after, Q2r: a `continue` before the body's barriers goes straight to the test (the run passes skip = 1)
__global__ void do_while_skip_racy(float *out, const float *in, int skip) {
    __shared__ float rho;
    if (threadIdx.x == 0) rho = 1.0f;
    int it = 0;
    do {
        it++;
        if (skip) continue;
        __syncthreads();
        out[blockIdx.x * B + threadIdx.x] += in[blockIdx.x * B + threadIdx.x];
        __syncthreads();
    } while (it < 8 && rho > 0.01f);
}

int main(int argc, char **argv) {
    const char *k = argc > 1 ? argv[1] : "";
    int n = argc > 2 ? atoi(argv[2]) : 1000;
    int grid = 4, rounds = 4;
    int side = argc > 3 ? atoi(argv[3]) : 16;
    dim3 tiles(side, side);
    int w = argc > 4 ? atoi(argv[4]) : 48, h = argc > 5 ? atoi(argv[5]) : 32;  // 2-D bounds read at run time
    int pitch = argc > 6 ? atoi(argv[6]) : 17;
    dim3 blocks2d((w + 15) / 16, (h + 15) / 16), rows16(16, 16);
    float *out, *in;
    cudaMalloc(&out, 64 * B * sizeof(float));
    cudaMalloc(&in, 64 * B * sizeof(float));
    cudaMemset(in, 0, 64 * B * sizeof(float));
    cudaMemset(out, 0, 64 * B * sizeof(float));
    const WarpBits warp_bits{31u, 5u};  // NOTE: what a host sets for 32-lane warps (review r17 B-Q1)
    cudaMemcpyToSymbol(cWarp, &warp_bits, sizeof warp_bits);
    ScanStep scan{in, out};
    ScanStepSynced scan_synced{in, out};
    if (!strcmp(k, "tree_no_barrier")) tree_no_barrier<<<grid, B>>>(out, in);
    else if (!strcmp(k, "tree_ok")) tree_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "neighbour_racy")) neighbour_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "neighbour_ok")) neighbour_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "war_loop_racy")) war_loop_racy<<<1, B>>>(out, in, rounds);
    else if (!strcmp(k, "war_loop_ok")) war_loop_ok<<<1, B>>>(out, in, rounds);
    else if (!strcmp(k, "volatile_warp_racy")) volatile_warp_racy<<<grid, 64>>>(out, in);
    else if (!strcmp(k, "syncwarp_ok")) syncwarp_ok<<<grid, 64>>>(out, in);
    else if (!strcmp(k, "tail_uninit")) tail_uninit<<<(n + B - 1) / B, B>>>(out, in, n);
    else if (!strcmp(k, "tail_filled_ok")) tail_filled_ok<<<(n + B - 1) / B, B>>>(out, in, n);
    else if (!strcmp(k, "scalar_racy")) scalar_racy<<<grid, B>>>(out);
    else if (!strcmp(k, "same_value_ok")) same_value_ok<<<grid, B>>>(out);
    else if (!strcmp(k, "atomic_read_note")) atomic_read_note<<<grid, B>>>(out);
    else if (!strcmp(k, "global_sum_racy")) global_sum_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "global_atomic_ok")) global_atomic_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "strip_fill_racy")) strip_fill_racy<<<1, B>>>(out, in);
    else if (!strcmp(k, "strip_fill_ok")) strip_fill_ok<<<1, B>>>(out, in);
    else if (!strcmp(k, "thread_zero_global_racy")) thread_zero_global_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "grid_thread_zero_ok")) grid_thread_zero_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "asm_barrier_ok")) asm_barrier_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "tile_assumed_racy")) tile_assumed_racy<<<grid, tiles>>>(out, in);
    else if (!strcmp(k, "tile_assumed_ok")) tile_assumed_ok<<<grid, tiles>>>(out, in);
    else if (!strcmp(k, "tile_copy")) copy_tiles(out, in);
    else if (!strcmp(k, "early_return_2d_racy")) early_return_2d_racy<<<blocks2d, rows16>>>(out, in, w, h);
    else if (!strcmp(k, "early_return_2d_ok")) early_return_2d_ok<<<blocks2d, rows16>>>(out, in, w, h);
    else if (!strcmp(k, "loop_exit_same_ok")) loop_exit_same_ok<<<grid, B>>>((int *)out, n);
    else if (!strcmp(k, "loop_exit_lane_racy")) loop_exit_lane_racy<<<grid, B>>>((int *)out, n);
    else if (!strcmp(k, "functor_scan_racy")) functor_scan_racy<<<grid, B>>>(scan);
    else if (!strcmp(k, "functor_scan_ok")) functor_scan_ok<<<grid, B>>>(scan_synced);
    else if (!strcmp(k, "member_tile_racy")) member_tile_racy<<<1, B>>>(out, in, rounds);
    else if (!strcmp(k, "member_tile_ok")) member_tile_ok<<<1, B>>>(out, in, rounds);
    else if (!strcmp(k, "unseen_helper_slot_ok")) unseen_helper_slot_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "seen_helper_slot_racy")) seen_helper_slot_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "unseen_helper_same_racy")) unseen_helper_same_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "pitched_rows_ok")) pitched_rows_ok<<<grid, rows16>>>(out, in, pitch);
    else if (!strcmp(k, "pitched_row_start_racy")) pitched_row_start_racy<<<grid, rows16>>>(out, in, pitch);
    else if (!strcmp(k, "ternary_guard_ok")) ternary_guard_ok<<<grid, 64>>>(out, in);
    else if (!strcmp(k, "ternary_guard_racy")) ternary_guard_racy<<<grid, 64>>>(out, in);
    else if (!strcmp(k, "ternary_guard_other_warp_racy")) ternary_guard_other_warp_racy<<<grid, 64>>>(out, in);
    else if (!strcmp(k, "loop_last_iteration_racy")) loop_last_iteration_racy<<<grid, B>>>((int *)out, (const int *)in);
    else if (!strcmp(k, "loop_last_iteration_ok")) loop_last_iteration_ok<<<grid, B>>>((int *)out, (const int *)in);
    else if (!strcmp(k, "short_circuit_ok")) short_circuit_ok<<<grid, 32>>>((int *)out, (const int *)in);
    else if (!strcmp(k, "short_circuit_racy")) short_circuit_racy<<<grid, 32>>>((int *)out, (const int *)in);
    else if (!strcmp(k, "ballot_between_racy")) ballot_between_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "ballot_after_racy")) ballot_after_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "vote_after_racy")) vote_after_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "short_circuit_count_ok")) short_circuit_count<<<grid, B>>>(out, in, 64);
    else if (!strcmp(k, "short_circuit_count_racy")) short_circuit_count<<<grid, B>>>(out, in, 65);
    else if (!strcmp(k, "same_value_readback")) same_value_readback<<<grid, B>>>(out, n);
    else if (!strcmp(k, "same_value_slot")) same_value_slot<<<grid, B>>>(out, in, n);
    else if (!strcmp(k, "writeback_same")) writeback_same<<<grid, B>>>(out, in);
    else if (!strcmp(k, "activemask_leader_racy")) activemask_leader_racy<<<grid, B>>>(out, n);
    else if (!strcmp(k, "activemask_leader_ok")) activemask_leader_ok<<<grid, B>>>(out, n);
    else if (!strcmp(k, "shfl_operand_ok")) shfl_operand_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "hist_loaded_bin_data")) hist_loaded_bin_data<<<grid, B>>>(out, in);
    else if (!strcmp(k, "hist_private_columns_ok")) hist_private_columns_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "do_while_flag_ok")) do_while_flag_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "do_while_flag_racy")) do_while_flag_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "warp_slot_constant_ok")) warp_slot_constant_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "warp_slot_two_lanes_racy")) warp_slot_two_lanes_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "do_while_skip_racy")) do_while_skip_racy<<<grid, B>>>(out, in, 1);
    else if (!strcmp(k, "shfl_operand_racy")) shfl_operand_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "ternary_shuffle_ok")) ternary_shuffle_ok<<<grid, B>>>(out, in);
    else { fprintf(stderr, "unknown kernel %s\n", k); return 2; }
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s: %s\n", k, cudaGetErrorString(err));
    return err == cudaSuccess ? 0 : 1;
}
