import XCTest
import UIKit
import UIKitTesting

/// A seeded fuzzer over the whole interaction path: random hierarchies of views and controls,
/// random recognizers with failure requirements and delegates, multi-finger touch streams
/// with illegal samples, tree and recognizer changes mid-gesture, animations, renders and
/// hostile values. Invariants: every touch a view saw begin ends there exactly once;
/// recognizer transitions are the ones UIKit allows; after every finger lifts no control is
/// tracking or highlighted and no recognizer is in progress; after teardown the window, its
/// views, their layers and the recognizers are freed.
///
/// The suite runs a short seeded sweep (8 seeds × 200 steps, about a minute in a debug build). `scripts/fuzz.sh` runs a long one; a single seed
/// replays with `OPENUIKIT_FUZZ_SEED=<n>` (and `OPENUIKIT_FUZZ_STEPS`).
@MainActor
final class InteractionFuzzTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func environmentInt(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
    }

    func testRandomInteractionKeepsTouchRecognizerControlAndMemoryContracts() async {
        let steps = environmentInt("OPENUIKIT_FUZZ_STEPS") ?? 200
        let seeds: [UInt64]
        if let seed = environmentInt("OPENUIKIT_FUZZ_SEED") {
            seeds = [UInt64(seed)]
        } else {
            let first = environmentInt("OPENUIKIT_FUZZ_FIRST_SEED") ?? 0
            let count = environmentInt("OPENUIKIT_FUZZ_SEEDS") ?? 8
            seeds = (first..<(first + count)).map { UInt64($0) }
        }
        var failures: [String] = []
        var leakingSeeds: [UInt64] = []
        let verbose = ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_VERBOSE"] != nil
        for seed in seeds {
            let started = Date()
            if verbose { print("fuzz: seed \(seed)…"); fflush(nil) }
            defer { if verbose { print("fuzz: seed \(seed) took \(Int(Date().timeIntervalSince(started) * 1000)) ms"); fflush(nil) } }
            let world = FuzzWorld(seed: seed)
            world.build()
            world.run(steps: steps)
            world.checkQuiescent()
            failures += world.violations
            let probe = world.tearDown()
            ManualClock.advance(by: 1)
            let survivors = probe.survivors
            if !survivors.isEmpty {
                leakingSeeds.append(seed)
                if failures.count < 40 {
                    failures.append("seed \(seed): still alive after teardown: \(survivors.prefix(6).joined(separator: ", "))")
                }
            }
        }
        XCTAssertTrue(failures.isEmpty,
                      "\(failures.count) violation(s) over \(seeds.count) seeds × \(steps) steps"
                      + (leakingSeeds.isEmpty ? "" : "; leaking seeds: \(leakingSeeds)")
                      + ":\n" + failures.prefix(40).joined(separator: "\n"))
    }

    func testSameSeedReplaysTheSameRun() async {
        func trace(_ seed: UInt64) -> [String] {
            let world = FuzzWorld(seed: seed)
            var lines: [String] = []
            world.build()
            let previous = world.window?.openUIKitGestureTraceHandler
            world.window?.openUIKitGestureTraceHandler = { line in
                previous?(line)
                lines.append(line)
            }
            world.run(steps: 120)
            _ = world.tearDown()
            return lines
        }
        let first = trace(7)
        XCTAssertFalse(first.isEmpty, "the run should exercise recognizers")
        XCTAssertEqual(first, trace(7), "a seed must replay exactly")
    }
}
