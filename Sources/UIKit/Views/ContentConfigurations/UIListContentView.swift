import Foundation
@_spi(Diagnostics) import CoreGraphics

/// The view a `UIListContentConfiguration` makes: an image at the leading margin, then the
/// text, and the secondary text under it or (value cells) at the trailing edge (UIKit, iOS 14).
/// Usable on its own, anywhere a list-row look is wanted.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    var listConfiguration: UIListContentConfiguration
    var textLabelStorage: UILabel?
    var secondaryTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    /// The parts' layout guides, made on first use (UIListContentView+LayoutGuides.swift).
    var partLayoutGuides: [ListContentLayoutGuide.Part: ListContentLayoutGuide] = [:]
    /// The labels' fitted sizes for the current configuration, by label and width (sizing and
    /// layout ask the same questions; text measuring is the costly part of a row).
    var fitCache: [(label: ObjectIdentifier, width: CGFloat, size: CGSize)] = []

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        applyConfiguration()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        applyConfiguration()
    }

    /// The configuration shown; setting it restyles the views and asks for a new layout.
    open var configuration: UIListContentConfiguration {
        get { listConfiguration }
        set {
            guard newValue != listConfiguration else { return }
            listConfiguration = newValue
            applyConfiguration()
        }
    }

    /// The `UIContentView` requirement: a list configuration (others are ignored with a log).
    @_implements(UIContentView, configuration)
    public var contentViewConfiguration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                FrameworkLog.log("UIListContentView: cannot show a \(type(of: newValue)); configuration unchanged")
                return
            }
            configuration = list
        }
    }

    /// UIKit: a list content view shows only list content configurations.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutListContent()
    }

    /// The height the content needs at `size.width` (the width is kept).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: max(listConfiguration.minimumHeight, naturalHeight(forWidth: width)))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
