#include "openuikit_unowned.h"

// The runtime's declarations (swift/Runtime/HeapObject.h), with opaque object pointers.
// swift_tryRetain returns the object when it took a reference and null when it did not.
extern void *swift_unownedRetain(void *object);
extern void swift_unownedRelease(void *object);
extern void *swift_tryRetain(void *object);

void openuikit_unowned_retain(void *object) { swift_unownedRetain(object); }
void openuikit_unowned_release(void *object) { swift_unownedRelease(object); }
bool openuikit_try_retain(void *object) { return swift_tryRetain(object) != 0; }
