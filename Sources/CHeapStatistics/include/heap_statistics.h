#ifndef OPENUIKIT_HEAP_STATISTICS_H
#define OPENUIKIT_HEAP_STATISTICS_H
#include <stddef.h>

/// Bytes currently allocated by malloc, arena and mmapped blocks (glibc's mallinfo2()). Benchmarks only.
size_t openuikit_heap_bytes_in_use(void);

/// The usable bytes of the heap block at `pointer` (glibc's malloc_usable_size). Benchmarks only.
size_t openuikit_heap_block_usable_size(void *pointer);

#endif
