#define _GNU_SOURCE
#include "CHeapUsage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
size_t cheapusage_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

/// How many `<heap nr=` elements malloc_info writes: one per arena.
static int arena_count(void) {
    char *report = NULL;
    size_t length = 0;
    FILE *stream = open_memstream(&report, &length);
    if (stream == NULL) return 0;
    malloc_info(0, stream);
    fclose(stream);
    int count = 0;
    for (const char *at = report; at != NULL && (at = strstr(at, "<heap nr=")) != NULL; at += 1) count += 1;
    free(report);
    return count;
}

cheapusage_allocator cheapusage_allocator_now(void) {
    struct mallinfo2 info = mallinfo2();
    cheapusage_allocator figures = {info.uordblks, info.arena, info.hblkhd, info.fordblks, arena_count()};
    return figures;
}

int cheapusage_trim(void) {
    return malloc_trim(0);
}
#else
size_t cheapusage_bytes_in_use(void) {
    return 0;
}

cheapusage_allocator cheapusage_allocator_now(void) {
    cheapusage_allocator figures = {0, 0, 0, 0, 0};
    return figures;
}

int cheapusage_trim(void) {
    return 0;
}
#endif
