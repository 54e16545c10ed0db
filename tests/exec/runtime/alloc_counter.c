/* Exact heap accounting for the executable test programs (tests/exec).
 *
 * Built by tests/exec/harness.py with the system `cc` at test time, in two
 * variants from this one file:
 *
 *   -DBUFLS_INTERPOSE   the counter: loaded with LD_PRELOAD into mlir-runner, it
 *                       replaces malloc, calloc, realloc, reallocarray, free,
 *                       aligned_alloc, posix_memalign, memalign, valloc and
 *                       pvalloc.
 *   -DBUFLS_NATIVE      the runtime only (pool + window markers) plus the few
 *                       runner-utils functions the programs call (printF32,
 *                       printI64, printNewline..., _mlir_ciface_printMemrefF32,
 *                       memrefCopy), for a native executable run under
 *                       valgrind, which has its own allocator: the MLIR runner
 *                       libraries pull in libMLIR/libLLVM, whose start-up alone
 *                       takes seconds under valgrind.
 *
 * Only the program is counted, not mlir-runner/LLVM: the harness renames the
 * program's @main and calls it between bufls_count_begin() and
 * bufls_count_end(); allocations made by the thread that called
 * bufls_count_begin() while the window is open are tracked in a table.
 *
 * - A tracked pointer that is freed is poisoned (filled with 0xA5) and kept in
 *   quarantine (never returned to libc), so its address is never handed out
 *   again: freeing it a second time is always seen as a double free, and a read
 *   after the free prints garbage, which the output comparison catches.
 * - free() of a pointer that is not a live tracked allocation, inside the
 *   window, is an invalid free (and is not passed to libc).
 * - At bufls_count_end() every tracked pointer still live is a leak.
 * - Tracked blocks get REDZONE extra bytes filled with CANARY; a changed
 *   canary, seen when the block is freed or at the end, is an overflow (a
 *   write past the end of the buffer).
 *
 * The custom resource of the test programs (acme.pool_alloc / acme.pool_free,
 * rewritten by the harness into calls of pool_alloc / pool_free) is a bump
 * allocator over a static arena with the same live/freed table: pool memory
 * freed with free() is an invalid free of the heap, heap memory freed with
 * pool_free() an invalid pool free.
 *
 * The report goes to the file named by $BUFLS_ALLOC_REPORT as `key value`
 * lines (see harness.AllocReport); `complete 1` says bufls_count_end() ran.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define POISON 0xA5
#define CANARY 0x5C
#define REDZONE 64 /* bytes after each tracked heap block, checked when freed */
#define MAX_DETAILS 32

enum { EMPTY = 0, LIVE = 1, FREED = 2 };

typedef struct {
  uintptr_t ptr;
  size_t size;
  unsigned long seq; /* 1-based allocation number within the window */
  int state;
  long refs; /* references held (the reference-counted "rc" resource) */
} Entry;

typedef struct {
  Entry *slots;
  size_t cap; /* a power of two */
  size_t used;
} Table;

typedef struct {
  unsigned long allocs, frees, invalid_frees, double_frees, overflows;
  unsigned long long bytes, live_bytes, peak_bytes;
} Stats;

static Entry heap_slots[1u << 18];
static Entry pool_slots[1u << 16];
static __attribute__((unused)) Table heap_table = {heap_slots, 1u << 18, 0};
static Table pool_table = {pool_slots, 1u << 16, 0};
static __attribute__((unused)) Stats heap_stats;
static Stats pool_stats;
static Entry rc_slots[1u << 16];
static Table rc_table = {rc_slots, 1u << 16, 0};
static Stats rc_stats;
static unsigned long rc_retains, rc_releases, rc_bad_retains;

static volatile int window_open;
static volatile int window_closed;
static pthread_t window_owner;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static char details[MAX_DETAILS][96];
static int n_details;

static void add_detail(const char *kind, const Entry *e, uintptr_t ptr) {
  if (n_details >= MAX_DETAILS) return;
  if (e)
    snprintf(details[n_details++], sizeof details[0], "%s #%lu size %zu", kind, e->seq, e->size);
  else
    snprintf(details[n_details++], sizeof details[0], "%s %#lx", kind, (unsigned long)ptr);
}

static void die(const char *msg) {
  fputs(msg, stderr);
  fputc('\n', stderr);
  abort();
}

static size_t slot_of(const Table *t, uintptr_t p) {
  uint64_t h = (uint64_t)p * 0x9E3779B97F4A7C15ull;
  return (size_t)(h >> 20) & (t->cap - 1);
}

static Entry *lookup(Table *t, uintptr_t p) {
  if (t->used == 0) return NULL;
  for (size_t i = slot_of(t, p), n = 0; n < t->cap; i = (i + 1) & (t->cap - 1), ++n) {
    if (t->slots[i].state == EMPTY) return NULL;
    if (t->slots[i].ptr == p) return &t->slots[i];
  }
  return NULL;
}

/* Entries are never removed (freed memory stays in quarantine), so there are
 * no tombstones and an address is never inserted twice. */
static void insert(Table *t, Stats *s, uintptr_t p, size_t size) {
  if (t->used * 4 >= t->cap * 3) die("alloc_counter: allocation table full");
  size_t i = slot_of(t, p);
  while (t->slots[i].state != EMPTY) i = (i + 1) & (t->cap - 1);
  s->allocs++;
  s->bytes += size;
  s->live_bytes += size;
  if (s->live_bytes > s->peak_bytes) s->peak_bytes = s->live_bytes;
  t->slots[i] = (Entry){p, size, s->allocs + 0ul, LIVE};
  t->used++;
}

/* Returns 1 when the pointer was a live tracked allocation (now freed). */
static int redzone_intact(const Entry *e) {
  const unsigned char *end = (const unsigned char *)e->ptr + e->size;
  for (int i = 0; i < REDZONE; ++i)
    if (end[i] != CANARY) return 0;
  return 1;
}

static int has_redzone(const Table *t) { return t == &heap_table; }

static int release(Table *t, Stats *s, uintptr_t p, const char *what) {
  Entry *e = lookup(t, p);
  if (e && e->state == LIVE) {
    if (has_redzone(t) && !redzone_intact(e)) {
      s->overflows++;
      add_detail("overflow", e, 0);
    }
    e->state = FREED;
    s->frees++;
    s->live_bytes -= e->size;
    memset((void *)p, POISON, e->size);
    return 1;
  }
  char kind[48];
  if (e) {
    s->double_frees++;
    snprintf(kind, sizeof kind, "%sdouble-free", what);
    add_detail(kind, e, p);
  } else {
    s->invalid_frees++;
    snprintf(kind, sizeof kind, "%sinvalid-free", what);
    add_detail(kind, NULL, p);
  }
  return 0;
}

static __attribute__((unused)) int counting(void) {
  return window_open && pthread_equal(pthread_self(), window_owner);
}

/* ------------------------------------------------------------------ pool */

static unsigned char arena[64u << 20] __attribute__((aligned(64)));
static size_t arena_top;

void *pool_alloc(int64_t bytes) {
  size_t size = bytes > 0 ? (size_t)bytes : 1;
  pthread_mutex_lock(&lock);
  size_t start = (arena_top + 63) & ~(size_t)63;
  if (start + size > sizeof arena) die("alloc_counter: pool arena exhausted");
  arena_top = start + size;
  insert(&pool_table, &pool_stats, (uintptr_t)(arena + start), size);
  pthread_mutex_unlock(&lock);
  return arena + start;
}

void pool_free(void *p) {
  pthread_mutex_lock(&lock);
  release(&pool_table, &pool_stats, (uintptr_t)p, "pool-");
  pthread_mutex_unlock(&lock);
}

/* -------------------------------------------------------------------- rc */

/* The reference-counted resource of the test programs (rc.alloc / rc.retain /
 * rc.release, rewritten by the harness into calls of these): heap memory
 * (malloc, so the heap table and valgrind see it too) with a count per
 * buffer.  A release at count 0 (or of memory rc_alloc never gave) is an rc
 * double (invalid) free, a retain of a released buffer a bad retain, a
 * buffer never released to 0 an rc leak. */
void *rc_alloc(int64_t bytes) {
  void *p = malloc(bytes > 0 ? (size_t)bytes : 1);
  if (!p) die("alloc_counter: rc_alloc out of memory");
  pthread_mutex_lock(&lock);
  insert(&rc_table, &rc_stats, (uintptr_t)p, bytes > 0 ? (size_t)bytes : 1);
  lookup(&rc_table, (uintptr_t)p)->refs = 1;
  pthread_mutex_unlock(&lock);
  return p;
}

void rc_retain(void *p) {
  pthread_mutex_lock(&lock);
  Entry *e = lookup(&rc_table, (uintptr_t)p);
  rc_retains++;
  if (!e || e->state != LIVE) {
    rc_bad_retains++;
    add_detail("rc-bad-retain", e, (uintptr_t)p);
  } else {
    e->refs++;
  }
  pthread_mutex_unlock(&lock);
}

void rc_release(void *p) {
  pthread_mutex_lock(&lock);
  Entry *e = lookup(&rc_table, (uintptr_t)p);
  rc_releases++;
  int last = e && e->state == LIVE && --e->refs == 0;
  if (last || !e || e->state != LIVE) {
    /* the last reference (freed), or a release too many / of unknown memory */
    if (release(&rc_table, &rc_stats, (uintptr_t)p, "rc-") && last) {
      pthread_mutex_unlock(&lock);
      free(p);
      return;
    }
  }
  pthread_mutex_unlock(&lock);
}

/* ------------------------------------------------------------------ heap */

#ifdef BUFLS_INTERPOSE
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

/* Inside the window, blocks get REDZONE extra bytes filled with CANARY. */
static void *track(void *p, size_t size) {
  if (p) {
    memset((unsigned char *)p + size, CANARY, REDZONE);
    pthread_mutex_lock(&lock);
    insert(&heap_table, &heap_stats, (uintptr_t)p, size);
    pthread_mutex_unlock(&lock);
  }
  return p;
}

void *malloc(size_t n) {
  if (!counting()) return __libc_malloc(n);
  return track(__libc_malloc(n + REDZONE), n);
}

void *calloc(size_t n, size_t m) {
  if (!counting()) return __libc_calloc(n, m);
  if (m && n > ((size_t)-1 - REDZONE) / m) return NULL;
  return track(__libc_calloc(1, n * m + REDZONE), n * m);
}

void *memalign(size_t align, size_t n) {
  if (!counting()) return __libc_memalign(align, n);
  return track(__libc_memalign(align, n + REDZONE), n);
}
void *aligned_alloc(size_t align, size_t n) { return memalign(align, n); }
void *valloc(size_t n) { return memalign(4096, n); }
void *pvalloc(size_t n) { return memalign(4096, (n + 4095) & ~(size_t)4095); }

int posix_memalign(void **out, size_t align, size_t n) {
  if (align < sizeof(void *) || (align & (align - 1))) return EINVAL;
  void *p = memalign(align, n);
  if (!p) return ENOMEM;
  *out = p;
  return 0;
}

/* A pointer in the table is the program's (allocated inside the window):
 * whoever frees it, it is accounted.  Others are libc's business, except
 * inside the window, where a pointer the program never got is invalid. */
void free(void *p) {
  if (!p) return;
  int in_window = counting();
  if (heap_table.used == 0 && !in_window) {
    __libc_free(p);
    return;
  }
  pthread_mutex_lock(&lock);
  Entry *e = lookup(&heap_table, (uintptr_t)p);
  if (e || in_window) {
    release(&heap_table, &heap_stats, (uintptr_t)p, "");
    pthread_mutex_unlock(&lock);
    return;
  }
  pthread_mutex_unlock(&lock);
  __libc_free(p);
}

void cfree(void *p) { free(p); }

void *realloc(void *p, size_t n) {
  if (!p) return malloc(n);
  int in_window = counting();
  if (heap_table.used == 0 && !in_window) return __libc_realloc(p, n);
  pthread_mutex_lock(&lock);
  Entry *e = lookup(&heap_table, (uintptr_t)p);
  if (!e && !in_window) {
    pthread_mutex_unlock(&lock);
    return __libc_realloc(p, n);
  }
  void *q = NULL;
  if (e && e->state == LIVE && n > 0) {
    /* Copy before release() poisons the old block; the new block is always
     * a fresh address (the old one stays in quarantine). */
    q = __libc_malloc(n + REDZONE);
    if (q) {
      memcpy(q, p, e->size < n ? e->size : n);
      memset((unsigned char *)q + n, CANARY, REDZONE);
    }
  }
  int ok = release(&heap_table, &heap_stats, (uintptr_t)p, "realloc-");
  if (ok && q) insert(&heap_table, &heap_stats, (uintptr_t)q, n); /* still the program's */
  pthread_mutex_unlock(&lock);
  if (!ok && q) {
    __libc_free(q);
    q = NULL;
  }
  return q;
}

void *reallocarray(void *p, size_t n, size_t m) { return realloc(p, n * m); }
#endif

/* -------------------------------------- runner utils for native builds */

#ifdef BUFLS_NATIVE
/* Same text as mlir/lib/ExecutionEngine/{C,}RunnerUtils.cpp for finite values. */
void printF32(float f) { fprintf(stdout, "%g", f); }
void printF64(double d) { fprintf(stdout, "%lg", d); }
void printI64(int64_t i) { fprintf(stdout, "%ld", (long)i); }
void printU64(uint64_t u) { fprintf(stdout, "%lu", (unsigned long)u); }
void printString(const char *s) { fputs(s, stdout); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printNewline(void) { fputc('\n', stdout); }

typedef struct {
  int64_t rank;
  void *descriptor;
} Unranked;

typedef struct {
  char *allocated, *aligned;
  int64_t offset;
  int64_t shape[]; /* sizes[rank] then strides[rank] */
} Ranked;

static void spaces(int64_t n) {
  for (int64_t i = 0; i < n; ++i) fputc(' ', stdout);
}

static void print_data(const float *base, int64_t dim, int64_t rank, int64_t offset,
                       const int64_t *sizes, const int64_t *strides) {
  if (dim == 0) {
    fprintf(stdout, "%g", base[offset]);
    return;
  }
  fputc('[', stdout);
  print_data(base, dim - 1, rank, offset, sizes + 1, strides + 1);
  if (sizes[0] <= 1) {
    fputc(']', stdout);
    return;
  }
  fputs(", ", stdout);
  if (dim > 1) fputc('\n', stdout);
  for (int64_t i = 1; i + 1 < sizes[0]; ++i) {
    spaces(rank - dim + 1);
    print_data(base, dim - 1, rank, offset + i * strides[0], sizes + 1, strides + 1);
    fputs(", ", stdout);
    if (dim > 1) fputc('\n', stdout);
  }
  spaces(rank - dim + 1);
  print_data(base, dim - 1, rank, offset + (sizes[0] - 1) * strides[0], sizes + 1, strides + 1);
  fputc(']', stdout);
}

void _mlir_ciface_printMemrefF32(Unranked *m) {
  const Ranked *d = (const Ranked *)m->descriptor;
  int64_t rank = m->rank;
  const int64_t *sizes = d->shape, *strides = d->shape + rank;
  fprintf(stdout, "Unranked Memref base@ = %p rank = %ld offset = %ld sizes = [", (void *)d->aligned,
          (long)rank, (long)d->offset);
  for (int64_t i = 0; i < rank; ++i) fprintf(stdout, i ? ", %ld" : "%ld", (long)sizes[i]);
  fputs("] strides = [", stdout);
  for (int64_t i = 0; i < rank; ++i) fprintf(stdout, i ? ", %ld" : "%ld", (long)strides[i]);
  fputs("] data = \n", stdout);
  if (rank == 0) fputc('[', stdout);
  print_data((const float *)d->aligned, rank, rank, d->offset, sizes, strides);
  if (rank == 0) fputc(']', stdout);
  fputc('\n', stdout);
}

/* memref.copy between non-contiguous layouts (CRunnerUtils' memrefCopy). */
void memrefCopy(int64_t elem_size, Unranked *src, Unranked *dst) {
  int64_t rank = src->rank;
  const Ranked *s = (const Ranked *)src->descriptor, *d = (const Ranked *)dst->descriptor;
  const int64_t *sizes = s->shape, *ss = s->shape + rank, *ds = d->shape + rank;
  int64_t index[64] = {0};
  if (rank > 64) die("memrefCopy: rank too large");
  for (int64_t i = 0; i < rank; ++i)
    if (sizes[i] == 0) return;
  for (;;) {
    int64_t so = s->offset, dof = d->offset;
    for (int64_t i = 0; i < rank; ++i) {
      so += index[i] * ss[i];
      dof += index[i] * ds[i];
    }
    memcpy(d->aligned + dof * elem_size, s->aligned + so * elem_size, (size_t)elem_size);
    int64_t axis = rank - 1;
    while (axis >= 0 && ++index[axis] == sizes[axis]) index[axis--] = 0;
    if (axis < 0) return;
  }
}
#endif

/* --------------------------------------------------------------- window */

static char stdout_buffer[1u << 16];

__attribute__((constructor)) static void setup(void) {
  /* A static stdio buffer: the first print inside the window must not
   * allocate one with malloc (it would look like a leak of the program). */
  setvbuf(stdout, stdout_buffer, _IOFBF, sizeof stdout_buffer);
}

void bufls_count_begin(void) {
  window_owner = pthread_self();
  window_open = 1;
}

static void report(FILE *f, const char *prefix, const Table *t, Stats *s) {
  unsigned long leaks = 0;
  unsigned long long leaked = 0;
  for (size_t i = 0; i < t->cap; ++i)
    if (t->slots[i].state == LIVE) {
      leaks++;
      leaked += t->slots[i].size;
      if (has_redzone(t) && !redzone_intact(&t->slots[i])) {
        s->overflows++;
        add_detail("overflow", &t->slots[i], 0);
      }
      char kind[32];
      snprintf(kind, sizeof kind, "%sleak", prefix);
      add_detail(kind, &t->slots[i], 0);
    }
  fprintf(f, "%sallocs %lu\n%sfrees %lu\n%sleaks %lu\n%sleaked_bytes %llu\n", prefix, s->allocs,
          prefix, s->frees, prefix, leaks, prefix, leaked);
  fprintf(f, "%sinvalid_frees %lu\n%sdouble_frees %lu\n%sbytes %llu\n%speak_bytes %llu\n", prefix,
          s->invalid_frees, prefix, s->double_frees, prefix, s->bytes, prefix, s->peak_bytes);
  fprintf(f, "%soverflows %lu\n", prefix, s->overflows);
}

void bufls_count_end(void) {
  window_open = 0;
  window_closed = 1;
  fflush(stdout);
  const char *path = getenv("BUFLS_ALLOC_REPORT");
  if (!path) return;
  FILE *f = fopen(path, "w");
  if (!f) return;
#ifdef BUFLS_INTERPOSE
  fputs("heap_counted 1\n", f);
  report(f, "", &heap_table, &heap_stats);
#else
  fputs("heap_counted 0\n", f);
#endif
  report(f, "pool_", &pool_table, &pool_stats);
  report(f, "rc_", &rc_table, &rc_stats);
  fprintf(f, "rc_retains %lu\nrc_releases %lu\nrc_bad_retains %lu\n", rc_retains, rc_releases, rc_bad_retains);
  for (int i = 0; i < n_details; ++i) fprintf(f, "detail %s\n", details[i]);
  fputs("complete 1\n", f);
  fclose(f);
}
