#ifndef OPENUIKIT_CELL_INITIALIZER_H
#define OPENUIKIT_CELL_INITIALIZER_H

#include <stdint.h>

// Calls `init(style:reuseIdentifier:)` of a UITableViewCell class known only at run time, as
// UIKit's `[[cls alloc] initWithStyle:reuseIdentifier:]` does for a registered class. Apple
// declares it a plain designated initializer (subclasses write `override init(style:...)`),
// so it cannot be `required`; the class's vtable slot holds the subclass's override, the
// inherited one, or the "unimplemented initializer" trap iOS also gives (see
// CInitializerDispatch for the same technique with layers).

/// `cls.init(style: style, reuseIdentifier: identifier)`; `style` is the enum's tag and the
/// identifier (a `String?`, consumed) is passed as its two words. Returns the cell, +1.
void *openuikit_table_cell_init(const void *cls, uint8_t style, uint64_t identifierWord0, void *identifierWord1);

/// `cls.init(frame:)` for a UIView class known only at run time (UIKit's `[[cls alloc]
/// initWithFrame:]` for a registered collection view cell or reusable view): `init(frame:)` is a
/// plain designated initializer, as in UIKit. Returns the view, +1.
void *openuikit_view_init_frame(const void *cls, double x, double y, double width, double height);

/// `cls.init(reuseIdentifier:)` for a UITableViewHeaderFooterView class known only at run time
/// (UIKit's `[[cls alloc] initWithReuseIdentifier:]` for a registered header or footer class);
/// the identifier is passed as `openuikit_table_cell_init` passes it. Returns the view, +1.
void *openuikit_header_footer_view_init(const void *cls, uint64_t identifierWord0, void *identifierWord1);

/// `cls.init(nibName:bundle:)` for a UIViewController class known only at run time (a
/// storyboard scene or nib named after the class): a plain designated initializer, as in
/// UIKit. The name (a `String?`, consumed) is passed as its two words, the bundle (consumed)
/// as a pointer or NULL. Returns the controller, +1.
void *openuikit_view_controller_init(const void *cls, uint64_t nameWord0, void *nameWord1, void *bundle);

#endif
