import Foundation

/// What a collection view has asked its prefetch data source to load: items not on screen
/// yet, and the scroll position of the last look, for the scroll direction.
struct CollectionPrefetchState {
    var prefetched = Set<IndexPath>()
    var lastOffset: CGPoint?
    /// +1 scrolling towards later content (down, or right), -1 back.
    var direction: CGFloat = 1
}
