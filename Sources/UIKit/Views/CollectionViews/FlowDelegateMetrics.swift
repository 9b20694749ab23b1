import Foundation

/// What a flow layout's delegate (or, without one, the layout's properties) answered for each
/// section, kept until an invalidation asks for the delegate metrics again.
struct FlowDelegateMetrics {
    struct Section {
        var header: CGSize
        var footer: CGSize
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitem: CGFloat
        var itemSizes: [CGSize]
    }

    var sections: [Section] = []
}
