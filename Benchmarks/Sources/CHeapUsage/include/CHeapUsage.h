#ifndef CHEAPUSAGE_H
#define CHEAPUSAGE_H

#include <stddef.h>

/// The bytes malloc has handed out and not taken back (glibc's mallinfo2: in every arena,
/// and in blocks mapped on their own); 0 where the C library has no mallinfo2.
size_t cheapusage_bytes_in_use(void);

/// What glibc's allocator holds, from mallinfo2 and malloc_info; all 0 where the C library
/// has neither.
typedef struct {
    /// Bytes handed out from the arenas and not taken back (uordblks).
    size_t in_use;
    /// Bytes the arenas took from the system with brk or for their heaps (arena).
    size_t arenas;
    /// Bytes in blocks of their own, mapped with mmap (hblkhd).
    size_t mapped;
    /// Bytes free inside the arenas, kept by the allocator (fordblks).
    size_t free;
    /// How many arenas the allocator has (the main one and one per thread that found the
    /// others busy), counted in malloc_info's report.
    int arena_count;
} cheapusage_allocator;

/// The allocator's figures now.
cheapusage_allocator cheapusage_allocator_now(void);

/// Gives the free pages of every arena back to the system (glibc's malloc_trim(0)); 1 when
/// some memory was given back.
int cheapusage_trim(void);

#endif
