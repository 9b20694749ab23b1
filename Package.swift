// swift-tools-version:6.0
import PackageDescription

// OpenUIKit: UIKit for Linux. One package; dependencies point one way:
// CoreGraphics <- QuartzCore <- UIKit <- UIKitTesting <- UIKitUITesting / CatalogKit <- Catalog / Benchmarks;
// CoreGraphics <- GraphicsTesting <- UIKitTesting.
let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // XCUITest's API (XCUIApplication, XCUIElement, queries) over the app's accessibility
        // tree, in process: iOS UI tests compile with their UIKit import changed.
        .library(name: "UIKitUITesting", targets: ["UIKitUITesting"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .executable(name: "Catalog", targets: ["Catalog"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]
        ),
        // JPEG through libjpeg(-turbo); a C wrapper catches the library's longjmp errors.
        .target(
            name: "CJPEG",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        // `import UIKit.UIGestureRecognizerSubclass`: a Clang module map that gives the Swift
        // UIKit module the submodule name iOS code imports (see its module.modulemap).
        .systemLibrary(name: "UIKitSubmodules"),
        // Unowned references through the Swift runtime: targets held without weak references.
        .target(name: "CUnownedReferences"),
        // Calls a layer class's overridable initializers through its vtable (presentation copies).
        .target(name: "CInitializerDispatch"),
        .target(name: "CTableViewCellDispatch"),
        .target(
            name: "CoreGraphics",
            dependencies: ["CCairo", "CJPEG"]
        ),
        // The main-thread test without system calls (Foundation's asks the kernel on Linux).
        .target(name: "CMainThread"),
        .target(
            name: "QuartzCore",
            dependencies: ["CoreGraphics", "CInitializerDispatch", "CMainThread"]
        ),
        // The Auto Layout constraint solver (incremental simplex); internal, no product.
        .target(name: "LayoutSolver"),
        // `UTType` (Linux has no UniformTypeIdentifiers): the module iOS code imports, re-exported by UIKit.
        .target(name: "UniformTypeIdentifiers"),
        // The Symbols framework's effect types (`BounceSymbolEffect`, `SymbolEffectOptions` …),
        // re-exported by UIKit, whose image views play them.
        .target(name: "Symbols"),
        .target(
            name: "UIKit",
            dependencies: ["CoreGraphics", "QuartzCore", "CPango", "CCairo", "CSDL2", "CUnownedReferences", "CTableViewCellDispatch",
                           "CInitializerDispatch", "UIKitSubmodules", "LayoutSolver", "CMainThread", "UniformTypeIdentifiers", "Symbols"]
        ),
        // Pixel reads and log capture below UIKit (QuartzCore and CoreGraphics tests use it;
        // UIKitTesting re-exports it as part of its API).
        .target(
            name: "GraphicsTesting",
            dependencies: ["CoreGraphics"]
        ),
        .target(
            name: "UIKitTesting",
            dependencies: ["UIKit", "GraphicsTesting"]
        ),
        // What only the framework's own test targets share (frame-buffer reads, bitmap
        // contexts); not a product.
        .target(
            name: "FrameworkTestSupport",
            dependencies: ["QuartzCore", "CoreGraphics", "GraphicsTesting"],
            path: "Tests/FrameworkTestSupport"
        ),
        // Links XCTest (failures are reported with XCTFail at the test's line), as
        // swift-snapshot-testing's library does.
        .target(
            name: "UIKitUITesting",
            dependencies: ["UIKit", "UIKitTesting"]
        ),
        // The Catalog app itself (its delegate, screens, headless walk), a library so that UI
        // tests and benchmarks launch it; the executable is its command line.
        .target(
            name: "CatalogKit",
            dependencies: ["UIKit", "UIKitTesting", "CSDL2"]
        ),
        .executableTarget(
            name: "Catalog",
            dependencies: ["CatalogKit", "UIKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Heap statistics for the benchmarks (glibc's mallinfo2).
        .target(name: "CHeapStatistics"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["UIKit", "UIKitTesting", "UIKitUITesting", "CatalogKit", "CHeapStatistics", "LayoutSolver"]
        ),
        // Runs scenarios tested from outside the test process: programming errors that stop with
        // a precondition message, and the application entry point (which never returns).
        .executableTarget(
            name: "ProcessProbe",
            dependencies: ["UIKit"]
        ),
        .testTarget(
            name: "CoreGraphicsTests",
            dependencies: ["CoreGraphics", "GraphicsTesting", "FrameworkTestSupport"]
        ),
        .testTarget(
            name: "LayoutSolverTests",
            dependencies: ["LayoutSolver"]
        ),
        .testTarget(
            name: "QuartzCoreTests",
            dependencies: ["QuartzCore", "GraphicsTesting", "FrameworkTestSupport"]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "UIKitTesting", "ProcessProbe", "FrameworkTestSupport"],
            // Reviewed golden images, read from the source tree by the snapshot assertions.
            exclude: ["ApiSurface/__Snapshots__", "Controls/__Snapshots__", "DatePickers/__Snapshots__",
                      "Drawing/__Snapshots__", "Menus/__Snapshots__", "Text/__Snapshots__"]
        ),
        // Ordinary iOS helper code (layer factories, text measuring, animation delegates) built in
        // both language modes: it compiles as it does against Apple's SDK (warnings, not errors,
        // in Swift 5 mode; Swift 6 mode's isolation rules as on iOS).
        .testTarget(
            name: "Swift5ModeTests",
            dependencies: ["UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "Swift6ModeTests",
            dependencies: ["UIKit"]
        ),
        .testTarget(
            name: "UIKitUITestingTests",
            dependencies: ["UIKit", "UIKitTesting", "UIKitUITesting"]
        ),
        // An iOS UI test suite as written for iOS (XCUIApplication, queries, taps) against the
        // Catalog; only its launch configuration names the app.
        .testTarget(
            name: "SampleUITests",
            dependencies: ["UIKitUITesting", "CatalogKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
