#include "heap_statistics.h"
#include <malloc.h>

size_t openuikit_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    // Large blocks are mmapped and counted apart (hblkhd); glibc's threshold for them moves
    // as blocks are freed, so a figure without them depends on what ran before.
    return info.uordblks + info.hblkhd;
}

size_t openuikit_heap_block_usable_size(void *pointer) {
    return malloc_usable_size(pointer);
}
