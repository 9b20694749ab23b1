import Foundation
import CHeapStatistics
#if canImport(Glibc)
import Glibc
#endif

/// A named group of measurements.
@MainActor
struct BenchmarkGroup {
    let name: String
    let run: @MainActor () -> Void
}

@MainActor
enum Measure {
    /// Runs `body` (which performs `operations` operations) `rounds` times after a warm-up
    /// and returns the median nanoseconds per operation.
    static func nanoseconds(operations: Int, rounds: Int = 7, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let elapsed = clock.measure { body() }
            let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            samples.append(ns / Double(max(operations, 1)))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Bytes currently allocated by malloc.
    static func heapBytes() -> Int {
        Int(openuikit_heap_bytes_in_use())
    }

    /// A Swift class's instance size, read from its metadata (without Objective-C interop:
    /// kind, superclass, flags, address point, then the 32-bit instance size at byte 24).
    static func instanceSize(of type: AnyClass) -> Int {
        Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 24, as: UInt32.self))
    }

    /// The bytes of the heap block holding `object` (its usable size plus glibc's 8-byte header).
    static func heapBlockSize(of object: AnyObject) -> Int {
        Int(openuikit_heap_block_usable_size(Unmanaged.passUnretained(object).toOpaque())) + 8
    }

    static func report(_ label: String, _ value: Double, unit: String, goal: String? = nil) {
        let formatted: String
        if value >= 100 { formatted = String(format: "%.0f", value) } else { formatted = String(format: "%.2f", value) }
        print("  \(label): \(formatted) \(unit)\(goal.map { "   (goal \($0))" } ?? "")")
    }
}

/// A small deterministic random generator (SplitMix64), so every run builds the same trees.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
