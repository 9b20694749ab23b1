import Foundation

/// What a table has asked its prefetch data source to load: rows not on screen yet, and the
/// scroll position of the last look, for the scroll direction.
struct TablePrefetchState {
    var prefetched = Set<IndexPath>()
    var lastOffsetY: CGFloat?
    /// +1 scrolling down (towards later rows), -1 up.
    var direction: CGFloat = 1
}
