// <math.h>'s `HUGE` and `MAXFLOAT`, which iOS code gets with `import UIKit` (Darwin imports the macros) and
// writes as an animation's "repeat forever" (`animation.repeatCount = HUGE`); Swift on Linux
// does not import them from Glibc.

/// Darwin's `HUGE`: `MAXFLOAT`, the largest finite `Float` (not infinity).
public var HUGE: Float { Float.greatestFiniteMagnitude }

/// Darwin's `MAXFLOAT` (<math.h>), the largest finite `Float`: iOS code writes it as a
/// repeat count ("repeat forever", `repeatCount = MAXFLOAT`).
public var MAXFLOAT: Float { Float.greatestFiniteMagnitude }
