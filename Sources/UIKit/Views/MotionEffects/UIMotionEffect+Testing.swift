extension UIMotionEffect {
    /// The viewer offset every window's effects use instead of the pointer's (nil: the
    /// pointer's); for UIKitTesting.
    @_spi(Platform) public static var _simulatedViewerOffset: UIOffset? {
        get { MotionEffectCenter.shared.simulatedViewerOffset }
        set { MotionEffectCenter.shared.simulatedViewerOffset = newValue }
    }
}
