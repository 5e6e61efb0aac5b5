#ifndef CHEAPUSAGE_H
#define CHEAPUSAGE_H

#include <stddef.h>

/// The bytes malloc has handed out and not taken back (glibc's mallinfo2, main arena);
/// 0 where the C library has no mallinfo2.
size_t cheapusage_bytes_in_use(void);

#endif
