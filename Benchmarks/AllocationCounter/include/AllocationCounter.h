// Counts heap allocations in this process: malloc, calloc, realloc and the aligned allocators are
// interposed here and forwarded to glibc's own. For benchmarks only.
#ifndef DATEPICK_ALLOCATION_COUNTER_H
#define DATEPICK_ALLOCATION_COUNTER_H
#include <stdint.h>
/// The number of allocations made so far by every thread.
int64_t dp_allocation_count(void);
#endif
