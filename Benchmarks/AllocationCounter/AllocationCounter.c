#include "AllocationCounter.h"
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic int64_t allocations;

int64_t dp_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

void *malloc(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_malloc(size);
}
void *calloc(size_t count, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_calloc(count, size);
}
void *realloc(void *pointer, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_realloc(pointer, size);
}
int posix_memalign(void **result, size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    *result = __libc_memalign(alignment, size);
    return *result ? 0 : 12;
}
void *aligned_alloc(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}
void *memalign(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}
