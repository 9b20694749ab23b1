#include "openuikit_cell_initializer.h"

extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// By mangled name: a change to the initializer's signature fails the link instead of calling
// the wrong slot.
extern const char ViewInitFrameMethod __asm__("$s5UIKit6UIViewC5frameAC10Foundation6CGRectV_tcfCTq");
extern const char ViewDescriptor __asm__("$s5UIKit6UIViewCMn");

// The allocating entry point: Swift calling convention, the metatype as `self` (context), the
// rect lowered to its four doubles.
typedef void *ViewInitFrame(double x, double y, double width, double height,
                            const void *__attribute__((swift_context)) metatype) __attribute__((swiftcall));

void *openuikit_view_init_frame(const void *cls, double x, double y, double width, double height) {
    ViewInitFrame *init = (ViewInitFrame *)swift_lookUpClassMethod(cls, &ViewInitFrameMethod, &ViewDescriptor);
    return init(x, y, width, height, cls);
}
