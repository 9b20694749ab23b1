#include "openuikit_cell_initializer.h"

extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// By mangled name: a change to the initializer's signature fails the link instead of calling
// the wrong slot.
extern const char ControllerInitMethod __asm__("$s5UIKit16UIViewControllerC7nibName6bundleACSSSg_10Foundation6BundleCSgtcfCTq");
extern const char ControllerDescriptor __asm__("$s5UIKit16UIViewControllerCMn");

// The allocating entry point: Swift calling convention, the metatype as `self` (context),
// the optional string lowered to its two words and the optional bundle to a pointer.
typedef void *ControllerInit(uint64_t word0, void *word1, void *bundle,
                             const void *__attribute__((swift_context)) metatype) __attribute__((swiftcall));

void *openuikit_view_controller_init(const void *cls, uint64_t nameWord0, void *nameWord1, void *bundle) {
    ControllerInit *init = (ControllerInit *)swift_lookUpClassMethod(cls, &ControllerInitMethod, &ControllerDescriptor);
    return init(nameWord0, nameWord1, bundle, cls);
}
