#include "CHeapUsage.h"

#if defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
size_t cheapusage_bytes_in_use(void) {
    return mallinfo2().uordblks;
}
#else
size_t cheapusage_bytes_in_use(void) {
    return 0;
}
#endif
