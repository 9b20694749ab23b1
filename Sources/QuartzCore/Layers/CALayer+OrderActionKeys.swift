// Core Animation's action keys for a layer entering and leaving the visible layer tree.
// Declared so that code installing actions under them (`layer.actions = [kCAOnOrderIn: …]`)
// compiles; OpenUIKit does not look these actions up or run them when a layer is inserted,
// removed or hidden (only property changes and `kCATransition` run actions).

/// The action key for a layer becoming visible (inserted in a visible tree or unhidden).
public let kCAOnOrderIn = "onOrderIn"

/// The action key for a layer leaving the visible tree.
public let kCAOnOrderOut = "onOrderOut"
