/// Conversions of floating-point values that come from users (geometry, durations, touch
/// locations) to integers, for pixel counts, indices and log lines: `Int(x)` traps on NaN,
/// infinity and values beyond the integer's range; these clamp instead. Not Apple API.
@_spi(Diagnostics)
extension Int {
    /// `value` rounded toward zero, clamped to `Int`'s range; 0 for NaN.
    @inlinable
    public init<F: BinaryFloatingPoint>(saturating value: F) {
        if value.isNaN {
            self = 0
        } else if value >= F(Int.max) {
            self = .max
        } else if value <= F(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

@_spi(Diagnostics)
extension Int32 {
    /// `value` rounded toward zero, clamped to `Int32`'s range; 0 for NaN.
    @inlinable
    public init<F: BinaryFloatingPoint>(saturating value: F) {
        if value.isNaN {
            self = 0
        } else if value >= F(Int32.max) {
            self = .max
        } else if value <= F(Int32.min) {
            self = .min
        } else {
            self = Int32(value)
        }
    }
}
