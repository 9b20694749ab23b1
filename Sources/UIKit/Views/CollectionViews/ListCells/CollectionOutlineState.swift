import Foundation

/// Where an item sits in its section snapshot's outline: its depth and whether it is expanded.
struct CollectionOutlineState: Equatable {
    var level: Int
    var isExpanded: Bool
}
