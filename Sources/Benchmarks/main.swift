// OpenUIKit benchmarks. Run in release:
//
//   swift run -c release Benchmarks            all benchmarks
//   swift run -c release Benchmarks hit-test   one group (see `--list`)
//
// Figures are medians of several rounds on this machine; BENCHMARKS.md records them with
// the machine and the command.
import Foundation
import UIKit

let arguments = Array(CommandLine.arguments.dropFirst())
MainActor.assumeIsolated {
    let registry = BenchmarkRegistry.all
    if arguments.contains("--list") {
        for group in registry { print(group.name) }
        exit(0)
    }
    let selected = arguments.isEmpty ? registry : registry.filter { arguments.contains($0.name) }
    if selected.isEmpty {
        FileHandle.standardError.write(Data("unknown benchmark group; try --list\n".utf8))
        exit(64)
    }
    print("OpenUIKit benchmarks (\(ProcessInfo.processInfo.processorCount) cores)")
    for group in selected {
        print("\n## \(group.name)")
        group.run()
    }
}
