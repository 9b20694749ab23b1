#include "openuikit_initializers.h"

// The runtime's lookup (C calling convention, as the compiler declares it) and the method
// and class descriptors of the initializers, by their mangled names. A change to either
// initializer's signature fails the link instead of calling the wrong slot.
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

extern const char NSObjectInitMethod __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char NSObjectDescriptor __asm__("$s10Foundation8NSObjectCMn");
extern const char CALayerInitLayerMethod __asm__("$s10QuartzCore7CALayerC5layerACyp_tcfCTq");
extern const char CALayerDescriptor __asm__("$s10QuartzCore7CALayerCMn");

// Allocating entry points use the Swift calling convention with the metatype as `self`
// (the context register); arguments are passed owned, an address-only `Any` indirectly.
typedef void *AllocatingInit(const void *__attribute__((swift_context)) metatype) __attribute__((swiftcall));
typedef void *AllocatingInitWithAny(void *argument, const void *__attribute__((swift_context)) metatype)
    __attribute__((swiftcall));

void *openuikit_layer_init(const void *cls) {
    AllocatingInit *init = (AllocatingInit *)swift_lookUpClassMethod(cls, &NSObjectInitMethod, &NSObjectDescriptor);
    return init(cls);
}

void *openuikit_layer_init_copying(const void *cls, void *argument) {
    AllocatingInitWithAny *init =
        (AllocatingInitWithAny *)swift_lookUpClassMethod(cls, &CALayerInitLayerMethod, &CALayerDescriptor);
    return init(argument, cls);
}
