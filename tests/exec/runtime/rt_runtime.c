/* A runtime library reached through calls (issue 19, item 2): the "rt"
 * resource of tests/exec/programs/bufls.toml allocates with
 * `func.call @rt_alloc` and frees with `func.call @rt_free`.  The programs
 * declare both with `llvm.emit_c_interface`, so the lowered calls reach the
 * `_mlir_ciface_` functions below with memref descriptors by pointer:
 *
 *   func.func private @rt_alloc(index) -> memref<?xf32> attributes {llvm.emit_c_interface}
 *   func.func private @rt_free(memref<*xf32>) attributes {llvm.emit_c_interface}
 *
 * rt_alloc takes its memory from malloc, so the counter (alloc_counter.c,
 * LD_PRELOAD) and valgrind see every buffer; rt_free frees the descriptor's
 * allocated pointer.  Built into both runtimes by harness.build_runtime.
 */
#include <stdint.h>
#include <stdlib.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, size, stride;
} RtMemRef1;

typedef struct {
  int64_t rank;
  void *descriptor; /* starts with the allocated pointer */
} RtUnranked;

void _mlir_ciface_rt_alloc(RtMemRef1 *out, int64_t n) {
  float *p = malloc((size_t)(n > 0 ? n : 1) * sizeof(float));
  out->allocated = out->aligned = p;
  out->offset = 0;
  out->size = n;
  out->stride = 1;
}

void _mlir_ciface_rt_free(RtUnranked *m) { free(*(void **)m->descriptor); }
