#include "heap_statistics.h"
#include <malloc.h>

size_t openuikit_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks;
}
