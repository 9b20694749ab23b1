#ifndef OPENUIKIT_UNOWNED_H
#define OPENUIKIT_UNOWNED_H

#include <stdbool.h>

// Unowned references to Swift objects through the Swift runtime's own entry points
// (exported by libswiftCore, which every Swift program links).
// An unowned reference keeps an object's memory, not the object: once its last strong
// reference goes, the object is deinitialized, try-retain fails, and the memory is freed
// when the last unowned reference is released. Unlike a weak reference it needs no side
// table, so the object's ordinary retains and releases stay on the runtime's fast path.

/// Adds an unowned reference to a live Swift object.
void openuikit_unowned_retain(void *object);
/// Drops an unowned reference added by openuikit_unowned_retain.
void openuikit_unowned_release(void *object);
/// Adds a strong reference if the object is not being deinitialized; false otherwise.
bool openuikit_try_retain(void *object);

#endif
