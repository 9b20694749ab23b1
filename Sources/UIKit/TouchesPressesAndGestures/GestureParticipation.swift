/// What a window's gesture environment records on a recognizer taking part in its gestures:
/// stored inline on the recognizer (no lookup, no side table), written only by
/// `GestureEnvironment`.
struct GestureParticipation {
    /// The event the recognizer was last collected for (the environment's delivery epoch).
    var deliveryEpoch: UInt = 0
    /// The touches it receives in that event (bit i: the event's touch i).
    var deliveryTouchMask: UInt64 = 0
    /// Whether it is in the environment's active list.
    var isInActiveList = false
}
