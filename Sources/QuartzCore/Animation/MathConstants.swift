// <math.h>'s `HUGE`, which iOS code gets with `import UIKit` (Darwin imports the macro) and
// writes as an animation's "repeat forever" (`animation.repeatCount = HUGE`); Swift on Linux
// does not import it from Glibc.

/// Darwin's `HUGE`: `MAXFLOAT`, the largest finite `Float` (not infinity).
public var HUGE: Float { Float.greatestFiniteMagnitude }
