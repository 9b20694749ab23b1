#ifndef OPENUIKIT_INITIALIZERS_H
#define OPENUIKIT_INITIALIZERS_H

// Calls the overridable initializers of a CALayer (or any NSObject) class known only at run time, as
// Objective-C's `[[cls alloc] initWithLayer:]` does on iOS. Swift lets a metatype call only
// `required` initializers, but Apple declares `init()` and `init(layer:)` as plain designated
// initializers (subclasses write `override init(layer:)`), so OpenUIKit cannot make them
// required. Every designated initializer has a slot in the class's vtable holding the
// class's allocating entry point: the subclass's override, an inherited one, or (for a
// subclass that neither overrides nor inherits it) the "unimplemented initializer" trap,
// exactly the crash iOS gives. The slot is found with the runtime's own lookup.

/// `cls.init()` (NSObject's designated initializer, overridden by CALayer and its
/// subclasses); returns the new object, retained (+1).
void *openuikit_layer_init(const void *cls);

/// `cls.init(layer: *argument)`; consumes the `Any` stored at `argument` (the initializer
/// takes it owned) and returns the new object, retained (+1).
void *openuikit_layer_init_copying(const void *cls, void *argument);

#endif
