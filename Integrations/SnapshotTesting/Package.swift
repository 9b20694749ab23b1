// swift-tools-version:6.0
import PackageDescription

// swift-snapshot-testing's strategies for OpenUIKit's types (UIView, UIViewController, CALayer,
// UIImage). A package of its own so that the core package never resolves or builds
// swift-snapshot-testing: only projects that use this product pull it in. SwiftPM resolves
// swift-snapshot-testing's other dependencies (swift-syntax, swift-custom-dump) but builds only
// what the SnapshotTesting library target needs, which is nothing else.
let package = Package(
    name: "UIKitSnapshotTesting",
    products: [
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "OpenUIKit", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .target(
            name: "UIKitSnapshotTesting",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIKit"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "UIKitSnapshotTestingTests",
            dependencies: [
                "UIKitSnapshotTesting",
                .product(name: "UIKitTesting", package: "OpenUIKit"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
