#ifndef C_HEAP_IN_USE_H
#define C_HEAP_IN_USE_H

#include <stddef.h>

/// Bytes of heap the process has allocated and not freed (glibc's mallinfo2().uordblks); 0 elsewhere.
size_t heap_bytes_in_use(void);

#endif
