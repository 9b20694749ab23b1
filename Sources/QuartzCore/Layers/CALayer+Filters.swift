import Foundation

// Core Image filters and archiving hints. OpenUIKit has no Core Image: the filters are kept
// (a presentation copy keeps them) but the compositor does not apply them.
extension CALayer {
    private static let filtersKey = "filters"
    private static let backgroundFiltersKey = "backgroundFilters"
    private static let compositingFilterKey = "compositingFilter"

    /// Core Image filters applied to the layer and its sublayers (stored; not drawn).
    public var filters: [Any]? {
        get { extras?.values[Self.filtersKey] as? [Any] }
        set { ensureExtras().values[Self.filtersKey] = newValue }
    }

    /// Core Image filters applied to the content behind the layer (stored; not drawn).
    public var backgroundFilters: [Any]? {
        get { extras?.values[Self.backgroundFiltersKey] as? [Any] }
        set { ensureExtras().values[Self.backgroundFiltersKey] = newValue }
    }

    /// A Core Image filter that composites the layer with what is behind it (stored; the
    /// layer is drawn with normal source-over compositing).
    public var compositingFilter: Any? {
        get { extras?.values[Self.compositingFilterKey] }
        set { ensureExtras().values[Self.compositingFilterKey] = newValue }
    }
}
